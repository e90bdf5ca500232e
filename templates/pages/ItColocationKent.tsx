import type { PageTemplate } from '../page.ts';
import { Hero } from '../components/Hero.tsx';
import { StepsSection } from '../components/StepsSection.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { KentTownList } from '../components/KentTownList.tsx';
import { IndustryCards } from '../components/IndustryCards.tsx';
import { fillCopy } from '../../src/content/pageCopy.ts';
import { kentPageMeta } from '../../src/metadata/kentStructuredData.ts';

/** /it-colocation-services-kent: six services, six infrastructure cards, benefits, industries, four steps, towns. */
export const ItColocationKent: PageTemplate = ({ model, route }) => {
  const copy = fillCopy(model.pages['it-colocation-services-kent'], {});
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
          <IndustryCards industries={model.industries.slice(0, 6)} tags="compliance" />
        </Section>
        <StepsSection copy={sections.process} />
        <Section copy={sections.towns} tone="muted">
          <KentTownList towns={model.kentTowns} />
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
};
