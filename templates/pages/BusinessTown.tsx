import { Hero } from '../components/Hero.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Link } from '../components/Link.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { businessTownPage } from '../../src/routes/selections/pages/businessTownPage.ts';
import { definePage } from '../page.ts';
import { kentPageStructuredData } from '../../src/metadata/kentStructuredData.ts';
import { breadcrumbList } from '../../src/metadata/structuredData.ts';

/** /business-web-hosting-{slug}: the town, its summary and industries, four features; links /enhance-hosting, /contact. */
export const BusinessTown = definePage(businessTownPage, ({ town, copy, trail }, { model, route }) => {
  const { sections } = copy;
  const { ui } = model;
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [...kentPageStructuredData(model, { url: route.url, name: copy.heading, description: copy.description }, town), breadcrumbList(model.site, trail)],
    main: (
      <>
        <Breadcrumb trail={trail} />
        <Hero heading={copy.heading} lead={town.summary} eyebrow={`${town.name}, ${town.county}`}>
          <Link href="/enhance-hosting" className="btn btn-hero btn-lg">
            {ui.buttons.enhancePlans}
          </Link>
          <Link href="/contact" className="btn btn-outline-light btn-lg">
            {ui.buttons.contactUs}
          </Link>
        </Hero>
        <Section copy={sections.industries}>
          <ul className="pill-list">
            {town.industries.map((industry) => (
              <li key={industry}>{industry}</li>
            ))}
          </ul>
        </Section>
        <CardSection copy={sections.features} tone="muted" columns={4} />
        <CtaBand copy={sections.cta}>
          <Link href="/enhance-hosting" className="btn btn-hero">
            {ui.buttons.getStartedLower}
          </Link>
          <Link href="/contact" className="btn btn-outline-light">
            {ui.buttons.contactUs}
          </Link>
        </CtaBand>
      </>
    ),
  };
});
