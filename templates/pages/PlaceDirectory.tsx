import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Link } from '../components/Link.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { breadcrumbList } from '../../src/metadata/structuredData.ts';
import { countyDirectoryUrl, placeAnchor } from '../../src/routes/urls.ts';
import { placeDirectoryPage } from '../../src/routes/selections/pages/placeDirectoryPage.ts';
import { definePage } from '../page.ts';

/** /locations: every county and every place, so each place's pages are two clicks from any page. */
export const PlaceDirectory = definePage(placeDirectoryPage, ({ copy, counties, trail }, { model }) => {
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
            {counties.map((county) => {
              const url = countyDirectoryUrl(county.slug);
              return (
                <li key={county.slug}>
                  <h3>
                    <Link href={url}>{county.name}</Link>
                  </h3>
                  <LinkGrid className="pill-list" links={county.places.map((place) => ({ label: place.name, href: `${url}#${placeAnchor(place.slug)}` }))} />
                </li>
              );
            })}
          </ul>
        </Section>
      </>
    ),
  };
});
