import { LocalServiceLinks } from '../components/LocalServiceLinks.tsx';
import { Hero } from '../components/Hero.tsx';
import { BodySection } from '../components/BodySection.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Section } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { Benefits, TickList } from '../components/Benefits.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { PricingCards } from '../components/PricingCards.tsx';
import { ColocationSections } from '../components/ColocationSections.tsx';
import { servicePageMeta } from '../../src/metadata/servicePageMeta.ts';
import { serviceLandingPage } from '../../src/routes/selections/pages/serviceLandingPage.ts';
import { definePage } from '../page.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';

/** Service landing: every section in the order docs/content-model.md#templates lists them. */
export const ServiceLanding = definePage(serviceLandingPage, (page, { model, route }) => {
  const { service, copy, local, pricing } = page;
  const { sections } = copy;
  const { ui } = model;

  return {
    ...servicePageMeta(model, service, route.url, 'service', pricing?.offered),
    main: (
      <>
        <Hero
          heading={service.name}
          image={service.heroImage}
          lead={service.description}
          eyebrow={ui.categories[service.category]}
          actions={[
            { href: '/contact', label: ui.buttons.getStarted },
            { href: '/hosting', label: ui.buttons.viewPricing },
          ]}
        />
        <BodySection body={service.body} label={fill(ui.labels.aboutService, { service: service.name })} />
        <Section copy={sections.features} tone="muted">
          <TickList items={service.features} />
        </Section>
        {service.benefits.length > 0 && (
          <Section copy={sections.whyChoose}>
            <Benefits benefits={service.benefits} />
          </Section>
        )}
        {page.colocation && <ColocationSections sections={page.colocation.sections} />}
        {pricing && (
          <Section copy={pricing.copy} tone="muted" id="pricing">
            <PricingCards
              cards={pricing.cards}
              action={() => (
                <Link href="/contact" className="btn btn-default">
                  {ui.buttons.choosePlan}
                </Link>
              )}
            />
          </Section>
        )}
        {service.targetIndustries.length > 0 && (
          <Section copy={sections.perfectFor}>
            <TickList items={service.targetIndustries} className="pill-list" />
          </Section>
        )}
        {page.related.length > 0 && (
          <Section copy={sections.related} tone="plain">
            <ServiceCards services={page.related} />
          </Section>
        )}
        {local && <LocalServiceLinks local={local} sections={sections} />}
        <CtaBand
          copy={sections.cta}
          actions={[
            { href: '/contact', label: ui.buttons.orderNow },
            { href: '/contact', label: ui.buttons.contactSales },
          ]}
        />
      </>
    ),
  };
});
