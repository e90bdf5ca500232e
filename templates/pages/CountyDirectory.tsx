import type { PageTemplate } from '../page.ts';
import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { fillCopy } from '../../src/content/pageCopy.ts';
import { breadcrumbList } from '../../src/metadata/structuredData.ts';
import { PLACE_DIRECTORY, placeAnchor } from '../../src/routes/placeRoutes.ts';
import { countyUrl, locationUrl } from '../../src/routes/serviceRoutes.ts';
import { localServices, locationsInCounty } from '../../src/routes/selections/index.ts';

/** /locations/{county}: every local service across the county, and every place with its service pages. */
export const CountyDirectory: PageTemplate = ({ model, route }) => {
  const places = locationsInCounty(model, route.county!);
  const county = places[0]!.county;
  const copy = fillCopy(model.pages['county-directory'], { county });
  const services = localServices(model);
  const trail = [
    { name: 'Home', url: '/' },
    { name: model.pages.locations.title, url: PLACE_DIRECTORY },
    { name: county, url: route.url },
  ];
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [breadcrumbList(model.site, trail)],
    main: (
      <>
        <Breadcrumb trail={trail} />
        <Hero heading={copy.heading} lead={copy.lead} />
        <Section copy={copy.sections.services} tone="muted">
          <LinkGrid links={services.map((service) => ({ label: service.name!, href: countyUrl(service.slug, route.county!) }))} />
        </Section>
        <Section copy={copy.sections.places}>
          <ul className="directory">
            {places.map((place) => (
              <li key={place.slug} id={placeAnchor(place.slug)}>
                <h3>{place.name}</h3>
                <LinkGrid className="pill-list" links={services.map((service) => ({ label: service.name!, href: locationUrl(service.slug, place) }))} />
              </li>
            ))}
          </ul>
        </Section>
      </>
    ),
  };
};
