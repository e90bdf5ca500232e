import type { kentTownPage } from '../../src/routes/selections/pages/kentTownPage.ts';
import { useSite } from '../context.ts';
import { FeatureCard } from './FeatureCard.tsx';
import { Link } from './Link.tsx';

/** A Kent town's three offers: Enhance from its cheapest plan with the highlighted plans, cPanel from its cheapest, and migration. */
export function KentTownOffers({ page }: { page: ReturnType<typeof kentTownPage> }) {
  const { ui } = useSite().model;
  const { sections } = page.copy;
  return (
    <section className="section section-plain" aria-label={ui.labels.hostingPlans}>
      <div className="container card-grid cols-3">
        <FeatureCard copy={sections.enhance}>
          <p className="promo-price">
            {ui.plans.fromPrice} <strong>{page.enhanceFrom}</strong>
            {ui.plans.perMonth}
          </p>
          <ul className="tick-list">
            {page.enhanceHighlights.map((plan) => (
              <li key={plan.name}>
                {plan.name}: {plan.websites}, {plan.storage}
              </li>
            ))}
          </ul>
          <Link href="/enhance-hosting" className="btn btn-gradient">
            {ui.buttons.enhancePlans}
          </Link>
        </FeatureCard>
        <FeatureCard copy={sections.cpanel}>
          <p className="promo-price">
            {ui.plans.fromPrice} <strong>{page.cpanelFrom}</strong>
            {ui.plans.perMonth}
          </p>
          <Link href="/cpanel-hosting" className="btn btn-default">
            {ui.buttons.cpanelPlans}
          </Link>
        </FeatureCard>
        <FeatureCard copy={sections.migration}>
          <Link href="/contact" className="btn btn-outline">
            {ui.buttons.askAboutMigration}
          </Link>
        </FeatureCard>
      </div>
    </section>
  );
}
