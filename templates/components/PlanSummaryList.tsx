import { Link } from './Link.tsx';
import { useSite } from '../context.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';

interface SummaryPlan {
  name: string;
  price: string;
  priceFrom?: boolean;
  websites: string;
  cpu?: string;
  storage: string;
  popular: boolean;
}

/** A compact plan table for overview pages: name, what it holds, monthly price. */
export function PlanSummaryList({ heading, href, plans }: { heading: string; href: string; plans: readonly SummaryPlan[] }) {
  const { plans: words } = useSite().model.ui;
  return (
    <article className="card summary-card">
      <h3>{heading}</h3>
      <ul className="summary-list">
        {plans.map((plan) => (
          <li key={plan.name} className={plan.popular ? 'summary-popular' : undefined}>
            <span className="summary-name">
              {plan.name}
              {plan.popular && <span className="badge badge-popular badge-inline">{words.popular}</span>}
            </span>
            <span className="summary-detail">
              {[plan.websites, plan.cpu && fill(words.cpu, { figure: plan.cpu }), plan.storage].filter(Boolean).join(' · ')}
            </span>
            <span className="summary-price">
              {plan.priceFrom && <span className="plan-period">{words.from} </span>}
              {plan.price}
              <span className="plan-period">{words.perMonthShort}</span>
            </span>
          </li>
        ))}
      </ul>
      <Link href={href} className="btn btn-outline">
        {fill(words.seePlans, { platform: heading })}
      </Link>
    </article>
  );
}
