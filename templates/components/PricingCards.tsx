import type { ReactNode } from 'react';
import type { PricingCard } from '../../src/routes/selections/pages/serviceLandingPage.ts';
import { useSite } from '../context.ts';

/** Simple pricing (docs/content-model.md#templates, serviceLanding): three cards, the popular one badged, each with one action. */
export function PricingCards({ cards, action }: { cards: readonly PricingCard[]; action: (card: PricingCard) => ReactNode }) {
  const { plans: words } = useSite().model.ui;
  return (
    <div className="plan-grid">
      {cards.map((card) => (
        <article key={card.title} className={card.popular ? 'plan-card plan-card-popular' : 'plan-card'}>
          {card.popular && <p className="badge badge-popular">{words.mostPopular}</p>}
          <h3 className="plan-name">{card.title}</h3>
          {card.price && (
            <p className="plan-price">
              <span className="plan-amount">{card.price}</span>
              <span className="plan-period">{words.perMonth}</span>
            </p>
          )}
          <p className="plan-description">{card.text}</p>
          {card.extra && <p className="plan-extra">{card.extra}</p>}
          <div className="plan-actions">{action(card)}</div>
        </article>
      ))}
    </div>
  );
}
