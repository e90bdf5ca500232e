import type { ReactNode } from 'react';
import { useSite } from '../context.ts';

interface PlanCardProps {
  name: string;
  price: string;
  description?: string;
  popular: boolean;
  /** Badge wording for a popular plan: 'Popular' or 'Most Popular' (docs/content-model.md#plans). */
  badge?: string;
  specs: readonly { label: string; value: string }[];
  actions: ReactNode;
  headingLevel?: 'h3' | 'h4';
}

/** A priced plan: name, monthly price, spec list and actions; popular plans are highlighted. */
export function PlanCard({ name, price, description, popular, badge, specs, actions, headingLevel = 'h3' }: PlanCardProps) {
  const Heading = headingLevel;
  const { plans: words } = useSite().model.ui;
  return (
    <article className={popular ? 'plan-card plan-card-popular' : 'plan-card'}>
      {popular && <p className="badge badge-popular">{badge ?? words.mostPopular}</p>}
      <Heading className="plan-name">{name}</Heading>
      <p className="plan-price">
        <span className="plan-amount">{price}</span>
        <span className="plan-period">{words.perMonth}</span>
      </p>
      {description && <p className="plan-description">{description}</p>}
      <dl className="plan-specs">
        {specs.map((spec) => (
          <div key={spec.label}>
            <dt>{spec.label}</dt>
            <dd>{spec.value}</dd>
          </div>
        ))}
      </dl>
      <div className="plan-actions">{actions}</div>
    </article>
  );
}
