import type { ReactNode } from 'react';
import { PlanCard } from './PlanCard.tsx';

interface Plan {
  name: string;
  price: string;
  popular: boolean;
  description?: string;
}

/** A grid of plan cards: the page says which specs to list and what each card's action is. */
export function PlanGrid<P extends Plan>({
  plans,
  specs,
  action,
  describe = (plan) => plan.description,
  className = 'plan-grid',
}: {
  plans: readonly P[];
  specs: (plan: P) => { label: string; value: string }[];
  action: (plan: P) => ReactNode;
  describe?: (plan: P) => string | undefined;
  className?: string;
}) {
  return (
    <div className={className}>
      {plans.map((plan) => (
        <PlanCard
          key={plan.name}
          name={plan.name}
          price={plan.price}
          description={describe(plan)}
          popular={plan.popular}
          specs={specs(plan)}
          actions={action(plan)}
        />
      ))}
    </div>
  );
}
