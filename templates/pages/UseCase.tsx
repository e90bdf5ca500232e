import { Testimonial } from '../components/Testimonial.tsx';
import { Hero } from '../components/Hero.tsx';
import { BodySection } from '../components/BodySection.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Section, CardSection } from '../components/Section.tsx';
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
        <Hero
          heading={service.name}
          image={service.heroImage}
          lead={service.description}
          eyebrow={ui.labels.useCaseEyebrow}
          actions={[
            { href: '/contact', label: ui.buttons.getStarted },
            { href: '/hosting', label: ui.buttons.viewPricing },
          ]}
        />
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
            <TickList items={service.targetIndustries} className="pill-list" />
          </Section>
        )}
        {story && (
          <Section copy={sections.story}>
            <Testimonial quote={story.text} source={story.title} />
          </Section>
        )}
        {complementary.length > 0 && (
          <Section copy={sections.complementary} tone="muted">
            <ServiceCards services={complementary} />
          </Section>
        )}
        <CtaBand
          copy={sections.cta}
          actions={[
            { href: '/contact', label: ui.buttons.contactSales },
            { href: '/hosting', label: ui.buttons.comparePlans },
          ]}
        />
      </>
    ),
  };
});
