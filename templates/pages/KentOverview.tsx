import { Hero } from '../components/Hero.tsx';
import { BodySection } from '../components/BodySection.tsx';
import { Section } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { KentTownList } from '../components/KentTownList.tsx';
import { LinkSection } from '../components/LinkGrid.tsx';
import { kentPageMeta } from '../../src/metadata/kentStructuredData.ts';
import { businessTownUrl } from '../../src/routes/urls.ts';
import { kentOverviewPage } from '../../src/routes/selections/pages/kentOverviewPage.ts';
import { definePage } from '../page.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';

/** The Kent overview (/kent): six tiles and every Kent town. */
export const KentOverview = definePage(kentOverviewPage, ({ copy, towns, businessTowns }, { model, route }) => {
  const { ui } = model;
  return {
    ...kentPageMeta(model, copy, route.url),
    main: (
      <>
        <Hero heading={copy.heading} lead={copy.lead} />
        <BodySection body={copy.body} label={ui.labels.kentHosting} />
        <Section copy={copy.sections.tiles} tone="muted">
          <ul className="card-grid cols-3">
            {copy.sections.tiles.items.map((tile) => (
              <li key={tile.title} className="card card-feature">
                <h3>{tile.title}</h3>
                <p>{tile.text}</p>
                {tile.href && (
                  <Link href={tile.href} className="btn btn-outline">
                    {ui.buttons.learnMoreLower}
                    <span className="visually-hidden"> {fill(ui.buttons.learnMoreAbout, { name: tile.title })}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Section>
        <Section copy={copy.sections.towns}>
          <KentTownList towns={towns} />
        </Section>
        <LinkSection
          copy={{
            ...copy.sections.business,
            links: businessTowns.map((t) => ({ label: fill(ui.places.businessHostingIn, { place: t.name }), href: businessTownUrl(t.slug) })),
          }}
          tone="muted"
        />
      </>
    ),
  };
});
