import type { PageTemplate } from '../page.ts';
import { Hero } from '../components/Hero.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Section } from '../components/Section.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Link } from '../components/Link.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { fillCopy } from '../../src/content/pageCopy.ts';
import { fitTitle } from '../../src/metadata/fitTitle.ts';
import { serviceById } from '../../src/content/lookups.ts';
import { locationUrl } from '../../src/routes/serviceRoutes.ts';
import { locationRelatedServices, locationsInCounty } from '../../src/routes/selections/index.ts';
import { breadcrumbList } from '../../src/metadata/structuredData.ts';

/** /{service}/{county}: the service's locations in one county (breadcrumbs link here). */
export const County: PageTemplate = ({ model, route }) => {
  const service = serviceById(model, route.slug!);
  const locations = locationsInCounty(model, route.county!);
  const county = locations[0]!.county;
  const copy = fillCopy(model.pages.county, { service: service.name!, county });
  const trail = [
    { name: 'Home', url: '/' },
    { name: service.name!, url: `/${service.slug}` },
    { name: county, url: route.url },
  ];
  const related = locationRelatedServices(model, service);
  return {
    title: fitTitle([copy.title, `${service.name} across ${county}`, `${service.name}: ${county}`], model.site.name),
    description: copy.description,
    jsonLd: [
      breadcrumbList(model.site, trail),
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: copy.sections.locations.heading,
        itemListElement: locations.map((location, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: `${service.name} in ${location.name}`,
          url: model.site.origin + locationUrl(service.slug, location),
        })),
      },
    ],
    main: (
      <>
        <Breadcrumb trail={trail} />
        <Hero heading={copy.heading} lead={copy.lead} eyebrow={county}>
          <Link href="/contact" className="btn btn-hero btn-lg">Get Started</Link>
        </Hero>
        <Section copy={copy.sections.locations}>
          <LinkGrid className="pill-list" links={locations.map((l) => ({ label: l.name!, href: locationUrl(service.slug, l) }))} />
        </Section>
        {related.length > 0 && (
          <Section copy={copy.sections.related} tone="muted">
            <ServiceCards services={related} hrefFor={(s) => `/${s.slug}/${route.county}`} />
          </Section>
        )}
        <CtaBand copy={copy.sections.cta}>
          <Link href="/contact" className="btn btn-hero">Contact Sales</Link>
        </CtaBand>
      </>
    ),
  };
};
