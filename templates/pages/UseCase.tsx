import type { PageTemplate } from '../page.ts';
import { Hero } from '../components/Hero.tsx';
import { BodySection } from '../components/BodySection.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Section, CardSection } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { Benefits, TickList } from '../components/Benefits.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { fillCopy } from '../../src/content/pageCopy.ts';
import { servicePageMeta } from '../../src/metadata/servicePageMeta.ts';
import { serviceById } from '../../src/content/lookups.ts';
import { relatedOfKind, useCaseKeyword } from '../../src/routes/selections/index.ts';

/** Use case (docs/content-model.md#templates): challenges, solutions and benefits by keyword; features; industries; story; complementary. */
export const UseCase: PageTemplate = ({ model, route }) => {
  const service = serviceById(model, route.slug!);
  const copy = fillCopy(model.pages['use-case'], { service: service.name! });
  const { sections } = copy;
  const key = useCaseKeyword(service);
  const pick = (part: 'Challenges' | 'Solutions' | 'Benefits' | 'Story') => sections[`${key}${part}`];
  const withHeading = (base: typeof sections.challenges, set: typeof sections.challenges) => ({ ...set, heading: base.heading, intro: base.intro ?? set.intro });
  const story = pick('Story').items[0];
  const complementary = relatedOfKind(model, service, 'useCase');
  return {
    ...servicePageMeta(model, service, route.url, 'service'),
    main: (
      <>
        <Hero heading={service.name!} lead={service.description!} eyebrow="Business hosting">
          <Link href="/contact" className="btn btn-hero btn-lg">Get Started</Link>
          <Link href="/hosting" className="btn btn-outline-light btn-lg">View Pricing</Link>
        </Hero>
        <BodySection body={service.body} label="Overview" />
        <CardSection copy={withHeading(sections.challenges, pick('Challenges'))} tone="muted" />
        <CardSection copy={withHeading(sections.solutions, pick('Solutions'))} />
        <CardSection copy={withHeading(sections.benefits, pick('Benefits'))} tone="muted" />
        <Section copy={sections.features}>
          <TickList items={service.features} />
          {service.benefits.length > 0 && <Benefits benefits={service.benefits} />}
        </Section>
        {service.targetIndustries.length > 0 && (
          <Section copy={sections.industries} tone="muted">
            <ul className="pill-list">
              {service.targetIndustries.map((industry) => (
                <li key={industry}>{industry}</li>
              ))}
            </ul>
          </Section>
        )}
        {story && (
          <Section copy={sections.story}>
            <figure className="testimonial">
              <blockquote>
                <p>{story.text}</p>
              </blockquote>
              <figcaption>{story.title}</figcaption>
            </figure>
          </Section>
        )}
        {complementary.length > 0 && (
          <Section copy={sections.complementary} tone="muted">
            <ServiceCards services={complementary} />
          </Section>
        )}
        <CtaBand copy={sections.cta}>
          <Link href="/contact" className="btn btn-hero">Contact Sales</Link>
          <Link href="/hosting" className="btn btn-outline-light">Compare plans</Link>
        </CtaBand>
      </>
    ),
  };
};
