import { Hero } from '../components/Hero.tsx';
import { BodySection } from '../components/BodySection.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Section, CardSection } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { Benefits, TickList } from '../components/Benefits.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { servicePageMeta } from '../../src/metadata/servicePageMeta.ts';
import { useCasePage } from '../../src/routes/selections/pages/useCasePage.ts';
import { definePage } from '../page.ts';

/** Use case (docs/content-model.md#templates): challenges, solutions and benefits by keyword; features; industries; story; complementary. */
export const UseCase = definePage(useCasePage, (page, { model, route }) => {
  const { service, copy, story, complementary } = page;
  const { sections } = copy;
  const { ui } = model;
  return {
    ...servicePageMeta(model, service, route.url, 'service'),
    main: (
      <>
        <Hero heading={service.name} lead={service.description} eyebrow={ui.labels.useCaseEyebrow}>
          <Link href="/contact" className="btn btn-hero btn-lg">
            {ui.buttons.getStarted}
          </Link>
          <Link href="/hosting" className="btn btn-outline-light btn-lg">
            {ui.buttons.viewPricing}
          </Link>
        </Hero>
        <BodySection body={service.body} label={ui.labels.overview} />
        <CardSection copy={page.challenges} tone="muted" />
        <CardSection copy={page.solutions} />
        <CardSection copy={page.benefits} tone="muted" />
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
          <Link href="/contact" className="btn btn-hero">
            {ui.buttons.contactSales}
          </Link>
          <Link href="/hosting" className="btn btn-outline-light">
            {ui.buttons.comparePlans}
          </Link>
        </CtaBand>
      </>
    ),
  };
});
