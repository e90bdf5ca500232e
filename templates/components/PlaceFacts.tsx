import type { locationPage } from '../../src/routes/selections/pages/locationPage.ts';
import { useSite } from '../context.ts';
import { TickList } from './Benefits.tsx';
import { Section } from './Section.tsx';

/** A location page's connectivity (only the kinds the place has) and its quick facts. */
export function PlaceFacts({ page }: { page: ReturnType<typeof locationPage> }) {
  const { ui } = useSite().model;
  const { location } = page;
  const { sections } = page.copy;
  return (
    <>
      <Section copy={sections.connectivity} tone="muted">
        <dl className="fact-table">
          {page.connectivity.map(({ kind, places }) => (
            <div key={kind}>
              <dt>{ui.places[kind]}</dt>
              <dd>{places.join(', ')}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section copy={sections.quickFacts}>
        <dl className="fact-table">
          <div>
            <dt>{ui.places.population}</dt>
            <dd>{location.population}</dd>
          </div>
          <div>
            <dt>{ui.places.county}</dt>
            <dd>{location.county}</dd>
          </div>
          <div>
            <dt>{ui.places.majorBusinesses}</dt>
            <dd>{page.majorBusinesses.join(', ')}</dd>
          </div>
        </dl>
        {location.facts.length > 0 && <TickList items={location.facts} className="fact-list" />}
      </Section>
    </>
  );
}
