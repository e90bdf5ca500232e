import type { PageTemplate } from '../page.ts';
import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Link } from '../components/Link.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { fillCopy } from '../../src/content/pageCopy.ts';
import { breadcrumbList } from '../../src/metadata/structuredData.ts';
import { countyDirectoryUrl, placeAnchor } from '../../src/routes/placeRoutes.ts';
import { countiesWithPlaces, locationsInCounty } from '../../src/routes/selections/index.ts';

/** /locations: every county and every place, so each place's pages are two clicks from any page. */
export const PlaceDirectory: PageTemplate = ({ model, route }) => {
  const copy = fillCopy(model.pages.locations, {});
  const trail = [
    { name: 'Home', url: '/' },
    { name: copy.title, url: route.url },
  ];
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [breadcrumbList(model.site, trail)],
    main: (
      <>
        <Breadcrumb trail={trail} />
        <Hero heading={copy.heading} lead={copy.lead} />
        <Section copy={copy.sections.counties}>
          <ul className="directory">
            {countiesWithPlaces(model).map((county) => {
              const url = countyDirectoryUrl(county.slug);
              return (
                <li key={county.slug}>
                  <h3>
                    <Link href={url}>{county.name}</Link>
                  </h3>
                  <LinkGrid className="pill-list" links={locationsInCounty(model, county.slug).map((place) => ({ label: place.name!, href: `${url}#${placeAnchor(place.slug)}` }))} />
                </li>
              );
            })}
          </ul>
        </Section>
      </>
    ),
  };
};
