import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { breadcrumbList } from '../../src/metadata/structuredData.ts';
import { countyUrl, locationUrl, placeAnchor } from '../../src/routes/urls.ts';
import { countyDirectoryPage } from '../../src/routes/selections/pages/countyDirectoryPage.ts';
import { definePage } from '../page.ts';

/** /locations/{county}: every local service across the county, and every place with its service pages. */
export const CountyDirectory = definePage(countyDirectoryPage, (page, { model }) => {
  const { places, copy, services, trail } = page;
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [breadcrumbList(model.site, trail)],
    main: (
      <>
        <Breadcrumb trail={trail} />
        <Hero heading={copy.heading} lead={copy.lead} />
        <Section copy={copy.sections.services} tone="muted">
          <LinkGrid links={services.map((service) => ({ label: service.name, href: countyUrl(service.slug, page.countySlug) }))} />
        </Section>
        <Section copy={copy.sections.places}>
          <ul className="directory">
            {places.map((place) => (
              <li key={place.slug} id={placeAnchor(place.slug)}>
                <h3>{place.name}</h3>
                <LinkGrid className="pill-list" links={services.map((service) => ({ label: service.name, href: locationUrl(service.slug, place) }))} />
              </li>
            ))}
          </ul>
        </Section>
      </>
    ),
  };
});
