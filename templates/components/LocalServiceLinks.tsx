import type { serviceLandingPage } from '../../src/routes/selections/pages/serviceLandingPage.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';
import { countyUrl, locationUrl } from '../../src/routes/urls.ts';
import { useSite } from '../context.ts';
import { LinkGrid } from './LinkGrid.tsx';
import { Section } from './Section.tsx';

type Page = ReturnType<typeof serviceLandingPage>;

/** Where a service is sold locally: its pages in the cities, the Kent towns (local services only) and every county. */
export function LocalServiceLinks({ local, sections }: { local: NonNullable<Page['local']>; sections: Page['copy']['sections'] }) {
  const { ui } = useSite().model;
  const { service } = local;
  return (
    <>
      <Section copy={sections.ukWide} tone="muted">
        <LinkGrid
          links={local.cities.map((city) => ({
            label: fill(ui.places.serviceIn, { service: service.name, place: city.name }),
            href: locationUrl(service.slug, city),
          }))}
        />
      </Section>
      {local.kentTowns && (
        <Section copy={sections.kentTowns}>
          <LinkGrid className="pill-list" links={local.kentTowns.map((town) => ({ label: town.name, href: locationUrl(service.slug, town) }))} />
        </Section>
      )}
      <Section copy={sections.counties} tone="muted">
        <LinkGrid className="pill-list" links={local.counties.map((county) => ({ label: county.name, href: countyUrl(service.slug, county.slug) }))} />
      </Section>
    </>
  );
}
