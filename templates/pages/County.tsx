import { Hero } from '../components/Hero.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Section } from '../components/Section.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { fitTitle } from '../../src/metadata/fitTitle.ts';
import { countyUrl, locationUrl } from '../../src/routes/urls.ts';
import { countyPage } from '../../src/routes/selections/pages/countyPage.ts';
import { breadcrumbList, itemList } from '../../src/metadata/structuredData.ts';
import { definePage } from '../page.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';

/** /{service}/{county}: the service's locations in one county (breadcrumbs link here). */
export const County = definePage(countyPage, (page, { model }) => {
  const { service, county, locations, copy, related, trail } = page;
  const { ui } = model;
  return {
    title: fitTitle(page.titles, model.site.name),
    description: copy.description,
    jsonLd: [
      breadcrumbList(model.site, trail),
      itemList(
        model.site,
        copy.sections.locations.heading,
        locations.map((location) => ({
          name: fill(ui.places.serviceIn, { service: service.name, place: location.name }),
          url: locationUrl(service.slug, location),
        })),
      ),
    ],
    main: (
      <>
        <Breadcrumb trail={trail} />
        <Hero heading={copy.heading} lead={copy.lead} eyebrow={county} actions={[{ href: '/contact', label: ui.buttons.getStarted }]} />
        <Section copy={copy.sections.locations}>
          <LinkGrid className="pill-list" links={locations.map((l) => ({ label: l.name, href: locationUrl(service.slug, l) }))} />
        </Section>
        {related.length > 0 && (
          <Section copy={copy.sections.related} tone="muted">
            <ServiceCards services={related} hrefFor={(s) => countyUrl(s.slug, page.countySlug)} />
          </Section>
        )}
        <CtaBand copy={copy.sections.cta} actions={[{ href: '/contact', label: ui.buttons.contactSales }]} />
      </>
    ),
  };
});
