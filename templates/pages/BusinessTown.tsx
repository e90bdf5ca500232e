import { TickList } from '../components/Benefits.tsx';
import { Hero } from '../components/Hero.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
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
        <Hero
          heading={copy.heading}
          lead={town.summary}
          eyebrow={`${town.name}, ${town.county}`}
          actions={[
            { href: '/enhance-hosting', label: ui.buttons.enhancePlans },
            { href: '/contact', label: ui.buttons.contactUs },
          ]}
        />
        <Section copy={sections.industries}>
          <TickList items={town.industries} className="pill-list" />
        </Section>
        <CardSection copy={sections.features} tone="muted" columns={4} />
        <CtaBand
          copy={sections.cta}
          actions={[
            { href: '/enhance-hosting', label: ui.buttons.getStartedLower },
            { href: '/contact', label: ui.buttons.contactUs },
          ]}
        />
      </>
    ),
  };
});
