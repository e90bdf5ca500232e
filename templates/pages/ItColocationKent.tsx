import { Hero } from '../components/Hero.tsx';
import { StepsSection } from '../components/StepsSection.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { KentTownList } from '../components/KentTownList.tsx';
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
        <Hero heading={copy.heading} lead={copy.lead}>
          <Link href="/contact" className="btn btn-hero btn-lg">
            {ui.buttons.bookAnAssessment}
          </Link>
          <Link href="/colocation-kent" className="btn btn-outline-light btn-lg">
            {ui.buttons.colocationInKent}
          </Link>
        </Hero>
        <CardSection copy={sections.services} />
        <CardSection copy={sections.infrastructure} tone="muted" />
        <CardSection copy={sections.benefits} columns={4} />
        <Section copy={sections.industries} tone="muted">
          <IndustryCards industries={industries} tags="compliance" />
        </Section>
        <StepsSection copy={sections.process} />
        <Section copy={sections.towns} tone="muted">
          <KentTownList towns={towns} />
        </Section>
        <CtaBand copy={sections.cta}>
          <Link href="/contact" className="btn btn-hero">
            {ui.buttons.contactUs}
          </Link>
          <Link href="/agencies" className="btn btn-outline-light">
            {ui.buttons.agencySolutions}
          </Link>
        </CtaBand>
      </>
    ),
  };
});
