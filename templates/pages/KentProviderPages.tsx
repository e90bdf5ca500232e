import type { PageTemplate } from '../page.ts';
import type { Industry } from '../../src/content/model.ts';
import { Hero } from '../components/Hero.tsx';
import { StepsSection } from '../components/StepsSection.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { KentTownList } from '../components/KentTownList.tsx';
import { fillCopy } from '../../src/content/pageCopy.ts';
import { kentPageMeta } from '../../src/metadata/kentStructuredData.ts';
import { useSite } from '../context.ts';

function IndustryCards({ industries, tags }: { industries: readonly Industry[]; tags: 'businesses' | 'compliance' }) {
  const { labels } = useSite().model.ui;
  return (
    <ul className="card-grid cols-3">
      {industries.map((industry) => (
        <li key={industry.name} className="card">
          <h3>{industry.name}</h3>
          <p>{industry.description}</p>
          <p className="visually-hidden">{labels[tags]}</p>
          <ul className="tag-list">
            {industry[tags].map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** /hosting-provider-kent: services, reasons, local advantage, industries, benefits, towns, commitment, call to action. */
export const HostingProviderKent: PageTemplate = ({ model, route }) => {
  const copy = fillCopy(model.pages['hosting-provider-kent'], {});
  const { sections } = copy;
  const { ui } = model;
  return {
    ...kentPageMeta(model, copy, route.url),
    main: (
      <>
        <Hero heading={copy.heading} lead={copy.lead}>
          <Link href="/enhance-hosting" className="btn btn-hero btn-lg">
            {ui.buttons.enhanceHosting}
          </Link>
          <Link href="/contact" className="btn btn-outline-light btn-lg">
            {ui.buttons.contactUs}
          </Link>
        </Hero>
        <CardSection copy={sections.services} columns={4} />
        <CardSection copy={sections.reasons} tone="muted" columns={4} />
        <CardSection copy={sections.advantage} />
        <Section copy={sections.industries} tone="muted">
          <IndustryCards industries={model.industries} tags="businesses" />
        </Section>
        <CardSection copy={sections.benefits} columns={4} />
        <Section copy={sections.towns} tone="muted">
          <KentTownList towns={model.kentTowns} />
          <p className="section-more">
            <Link href="/kent/canterbury" className="btn btn-link">
              {ui.buttons.webHostingInCanterbury}
            </Link>
          </p>
        </Section>
        <CardSection copy={sections.commitment} />
        <CtaBand copy={sections.cta}>
          <Link href="/enhance-hosting" className="btn btn-hero">
            {ui.buttons.seeEnhancePlans}
          </Link>
          <Link href="/contact" className="btn btn-outline-light">
            {ui.buttons.contactUs}
          </Link>
        </CtaBand>
      </>
    ),
  };
};

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
