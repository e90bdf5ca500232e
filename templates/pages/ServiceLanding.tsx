import type { PageTemplate } from '../page.ts';
import type { Model, Service } from '../../src/content/model.ts';
import { Hero } from '../components/Hero.tsx';
import { BodySection } from '../components/BodySection.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Section } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { Benefits, TickList } from '../components/Benefits.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { PricingCards, type PricingCard } from '../components/PricingCards.tsx';
import { ColocationSections } from '../components/ColocationSections.tsx';
import { fillCopy } from '../../src/render/pageCopy.ts';
import { servicePageMeta } from '../../src/render/servicePageMeta.ts';
import { pricesFor } from '../../src/render/pricesFor.ts';
import type { Prices } from '../../src/content/resolvePricing.ts';
import { serviceById } from '../../src/render/lookups.ts';
import { countyUrl, isNationalSlug, locationUrl } from '../../src/routes/serviceRoutes.ts';
import { countiesWithPlaces, fixedCityLocations, kentTownLocations, localServiceFor, majorCities, relatedServices } from '../../src/routes/selections/index.ts';

/** SPEC.md "Service landing": every section in the order the spec lists them. */
export const ServiceLanding: PageTemplate = ({ model, route }) => {
  const service = serviceById(model, route.slug!);
  const copy = fillCopy(model.pages['service-landing'], { service: service.name! });
  const { sections } = copy;
  const isColocation = service.category === 'colocation';
  const local = localServiceFor(model, service);
  const prices = pricesFor(model, service.pricing);
  const cities = [...new Map([...majorCities(model), ...fixedCityLocations(model)].map((l) => [l.slug, l])).values()];

  return {
    ...servicePageMeta(model, service, route.url, 'service'),
    main: (
      <>
        <Hero heading={service.name!} lead={service.description!} eyebrow={categoryLabel(service)}>
          <Link href="/contact" className="btn btn-hero btn-lg">Get Started</Link>
          <Link href="/hosting" className="btn btn-outline-light btn-lg">View Pricing</Link>
        </Hero>
        <BodySection body={service.body} label={`About ${service.name}`} />
        <Section copy={sections.features} tone="muted">
          <TickList items={service.features} />
        </Section>
        {service.benefits.length > 0 && (
          <Section copy={sections.whyChoose}>
            <Benefits benefits={service.benefits} />
          </Section>
        )}
        {isColocation && <ColocationSections model={model} />}
        {prices && (
          <Section copy={isColocation ? fillCopy(model.pages.colocation, {}).sections.pricing : sections.pricing} tone="muted" id="pricing">
            <PricingCards
              cards={isColocation ? colocationCards(model, prices) : standardCards(prices, sections.pricing.items)}
              action={() => <Link href="/contact" className="btn btn-default">Choose Plan</Link>}
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
        <RelatedSection model={model} service={service} copy={sections.related} />
        {local && (
          <Section copy={sections.ukWide} tone="muted">
            <LinkGrid links={cities.map((city) => ({ label: `${local.name} in ${city.name}`, href: locationUrl(local.slug, city) }))} />
          </Section>
        )}
        {local && !isNationalSlug(service.slug) && (
          <Section copy={sections.kentTowns}>
            <LinkGrid className="pill-list" links={kentTownLocations(model).map((town) => ({ label: town.name!, href: locationUrl(local.slug, town) }))} />
          </Section>
        )}
        {local && (
          <Section copy={sections.counties} tone="muted">
            <LinkGrid className="pill-list" links={countiesWithPlaces(model).map((county) => ({ label: county.name, href: countyUrl(local.slug, county.slug) }))} />
          </Section>
        )}
        <CtaBand copy={sections.cta}>
          <Link href="/contact" className="btn btn-hero">Order Now</Link>
          <Link href="/contact" className="btn btn-outline-light">Contact Sales</Link>
        </CtaBand>
      </>
    ),
  };
};

function RelatedSection({ model, service, copy }: { model: Model; service: Service; copy: Parameters<typeof Section>[0]['copy'] }) {
  const related = relatedServices(model, service);
  if (related.length === 0) return null;
  return (
    <Section copy={copy} tone="plain">
      <ServiceCards services={related} />
    </Section>
  );
}

/** Starter (from), Professional (popular, badged), Enterprise (for high-traffic websites). */
function standardCards(prices: Prices, labels: readonly { title: string; text: string }[]): PricingCard[] {
  const points = [prices.from, prices.popular, prices.enterprise];
  return labels.slice(0, 3).map((label, i) => ({ title: label.title, text: label.text, price: points[i], popular: i === 1 }));
}

/** Colocation: Starter at the popular price with 0.5A, Growth from the 2U option, Enterprise custom. */
function colocationCards(model: Model, prices: Prices): PricingCard[] {
  const labels = model.pages.colocation.sections.pricing.items;
  const oneU = model.colocationOptions[0];
  const twoU = model.colocationOptions[1];
  const power = oneU?.specs.find((spec) => /\dA\b/.test(spec));
  return [
    { title: labels[0]?.title ?? 'Starter', price: prices.popular, text: labels[0]?.text ?? '', extra: power ? `Includes ${power}` : undefined, popular: true },
    { title: labels[1]?.title ?? 'Growth', text: labels[1]?.text ?? '', extra: twoU ? `${twoU.price.replace('/month', '')}/2U` : undefined },
    { title: labels[2]?.title ?? 'Enterprise', text: labels[2]?.text ?? '', extra: 'Custom configuration' },
  ];
}

function categoryLabel(service: Service): string {
  const labels: Record<Service['category'], string> = {
    hosting: 'Web Hosting', vps: 'VPS Hosting', wordpress: 'WordPress Hosting', dedicated: 'Dedicated Servers', colocation: 'Colocation',
    'control-panels': 'Control Panels', reseller: 'Reseller Hosting', business: 'Business Hosting', comparison: 'Comparison', knowledge: 'Knowledge Base',
  };
  return labels[service.category];
}

export { categoryLabel };
