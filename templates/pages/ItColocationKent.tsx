import { KentTownsSection } from '../components/KentTownsSection.tsx';
import { Hero } from '../components/Hero.tsx';
import { StepsSection } from '../components/StepsSection.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { IndustryCards } from '../components/IndustryCards.tsx';
import { kentPageMeta } from '../../src/metadata/kentStructuredData.ts';
import { itColocationKentPage } from '../../src/routes/selections/pages/itColocationKentPage.ts';
import { definePage } from '../page.ts';

/** /it-colocation-services-kent: six services, six infrastructure cards, benefits, industries, four steps, towns. */
export const ItColocationKent = definePage(itColocationKentPage, ({ copy, industries, towns }, { model, route }) => {
  const { sections } = copy;
  const { ui } = model;
  return {
    ...kentPageMeta(model, copy, route.url),
    main: (
      <>
        <Hero
          heading={copy.heading}
          lead={copy.lead}
          actions={[
            { href: '/contact', label: ui.buttons.bookAnAssessment },
            { href: '/colocation-kent', label: ui.buttons.colocationInKent },
          ]}
        />
        <CardSection copy={sections.services} />
        <CardSection copy={sections.infrastructure} tone="muted" />
        <CardSection copy={sections.benefits} columns={4} />
        <Section copy={sections.industries} tone="muted">
          <IndustryCards industries={industries} tags="compliance" />
        </Section>
        <StepsSection copy={sections.process} />
        <KentTownsSection copy={sections.towns} towns={towns} tone="muted" />
        <CtaBand
          copy={sections.cta}
          actions={[
            { href: '/contact', label: ui.buttons.contactUs },
            { href: '/agencies', label: ui.buttons.agencySolutions },
          ]}
        />
      </>
    ),
  };
});
