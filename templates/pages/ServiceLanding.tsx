import { Hero } from '../components/Hero.tsx';
import { BodySection } from '../components/BodySection.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Section } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { Benefits, TickList } from '../components/Benefits.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { PricingCards } from '../components/PricingCards.tsx';
import { ColocationSections } from '../components/ColocationSections.tsx';
import { servicePageMeta } from '../../src/metadata/servicePageMeta.ts';
import { countyUrl, locationUrl } from '../../src/routes/urls.ts';
import { serviceLandingPage } from '../../src/routes/selections/pages/serviceLandingPage.ts';
import { definePage } from '../page.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';

/** Service landing: every section in the order docs/content-model.md#templates lists them. */
export const ServiceLanding = definePage(serviceLandingPage, (page, { model, route }) => {
  const { service, copy, local, pricing } = page;
  const { sections } = copy;
  const { ui } = model;

  return {
    ...servicePageMeta(model, service, route.url, 'service'),
    main: (
      <>
        <Hero heading={service.name} lead={service.description} eyebrow={ui.categories[service.category]}>
          <Link href="/contact" className="btn btn-hero btn-lg">
            {ui.buttons.getStarted}
          </Link>
          <Link href="/hosting" className="btn btn-outline-light btn-lg">
            {ui.buttons.viewPricing}
          </Link>
        </Hero>
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
            <ul className="pill-list">
              {service.targetIndustries.map((industry) => (
                <li key={industry}>{industry}</li>
              ))}
            </ul>
          </Section>
        )}
        {page.related.length > 0 && (
          <Section copy={sections.related} tone="plain">
            <ServiceCards services={page.related} />
          </Section>
        )}
        {local && (
          <Section copy={sections.ukWide} tone="muted">
            <LinkGrid
              links={local.cities.map((city) => ({
                label: fill(ui.places.serviceIn, { service: local.service.name, place: city.name }),
                href: locationUrl(local.service.slug, city),
              }))}
            />
          </Section>
        )}
        {local?.kentTowns && (
          <Section copy={sections.kentTowns}>
            <LinkGrid className="pill-list" links={local.kentTowns.map((town) => ({ label: town.name, href: locationUrl(local.service.slug, town) }))} />
          </Section>
        )}
        {local && (
          <Section copy={sections.counties} tone="muted">
            <LinkGrid
              className="pill-list"
              links={local.counties.map((county) => ({ label: county.name, href: countyUrl(local.service.slug, county.slug) }))}
            />
          </Section>
        )}
        <CtaBand copy={sections.cta}>
          <Link href="/contact" className="btn btn-hero">
            {ui.buttons.orderNow}
          </Link>
          <Link href="/contact" className="btn btn-outline-light">
            {ui.buttons.contactSales}
          </Link>
        </CtaBand>
      </>
    ),
  };
});
