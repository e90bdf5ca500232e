import { Hero } from '../components/Hero.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Section, CardSection } from '../components/Section.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Link } from '../components/Link.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { Benefits, TickList } from '../components/Benefits.tsx';
import { ServiceBanner } from '../components/ServiceBanner.tsx';
import { fitTitle } from '../../src/metadata/fitTitle.ts';
import { countyUrl, locationUrl, serviceUrl } from '../../src/routes/urls.ts';
import { locationPage } from '../../src/routes/selections/pages/locationPage.ts';
import { breadcrumbList, localBusiness, serviceStructuredData } from '../../src/metadata/structuredData.ts';
import { definePage } from '../page.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';

/** /{service}/{county}/{place}: every section in the order docs/content-model.md#templates lists them. */
export const Location = definePage(locationPage, (page, { model, route }) => {
  const { service, location, copy, prices, national, trail } = page;
  const { sections } = copy;
  const { ui } = model;
  const serviceIn = (name: string) => fill(ui.places.serviceIn, { service: name, place: location.name });
  const atLocation = (slug: string) => locationUrl(slug, location);

  return {
    title: fitTitle(page.titles, model.site.name),
    description: copy.description,
    jsonLd: [
      breadcrumbList(model.site, trail),
      serviceStructuredData(model.site, service, route.url, `${location.name}, ${location.county}`, prices),
      localBusiness(model.site, { url: route.url, description: copy.description }, { name: location.name, county: location.county }),
    ],
    main: (
      <>
        <Breadcrumb trail={trail} />
        {national && <ServiceBanner copy={sections.banner} service={national} category={ui.categories[service.category]} />}
        <Hero heading={copy.heading} lead={location.heroSubtitle ?? copy.lead} eyebrow={`${location.name}, ${location.county}`}>
          {prices && (
            <p className="hero-price">
              {ui.plans.startingFrom} <strong>{prices.from}</strong>
              {ui.plans.perMonth}
            </p>
          )}
          <Link href="/contact" className="btn btn-hero btn-lg">
            {ui.buttons.getStarted}
          </Link>
          <Link href={serviceUrl(service.slug)} className="btn btn-outline-light btn-lg">
            {fill(ui.places.servicePlans, { service: service.name })}
          </Link>
        </Hero>
        <div className="container location-layout">
          <div className="location-main">
            <CardSection copy={sections.whyChoose} columns={2} />
            {location.additionalBenefits.length > 0 && <TickList items={location.additionalBenefits} className="tick-list" />}
            <Section copy={sections.features} tone="muted">
              <TickList items={service.features} />
              {page.benefits.length > 0 && <Benefits benefits={page.benefits} />}
            </Section>
            <Section copy={sections.localBusiness}>
              {location.localBusinessInfo && <p className="lead-text">{location.localBusinessInfo}</p>}
              <Markdown body={location.body} />
              <ul className="pill-list">
                {location.industries.map((industry) => (
                  <li key={industry}>{industry}</li>
                ))}
              </ul>
            </Section>
            <Section copy={sections.connectivity} tone="muted">
              <dl className="fact-table">
                {page.connectivity.map(({ kind, places }) => (
                  <div key={kind}>
                    <dt>{ui.places[kind]}</dt>
                    <dd>{places.join(', ')}</dd>
                  </div>
                ))}
              </dl>
            </Section>
            <Section copy={sections.quickFacts}>
              <dl className="fact-table">
                <div>
                  <dt>{ui.places.population}</dt>
                  <dd>{location.population}</dd>
                </div>
                <div>
                  <dt>{ui.places.county}</dt>
                  <dd>{location.county}</dd>
                </div>
                <div>
                  <dt>{ui.places.majorBusinesses}</dt>
                  <dd>{page.majorBusinesses.join(', ')}</dd>
                </div>
              </dl>
              {location.facts.length > 0 && <TickList items={location.facts} className="fact-list" />}
            </Section>
            {location.testimonial && (
              <Section copy={sections.testimonial} tone="muted">
                <figure className="testimonial">
                  <blockquote>
                    <p>{location.testimonial.quote}</p>
                  </blockquote>
                  <figcaption>
                    {location.testimonial.author}, {location.testimonial.company}
                  </figcaption>
                </figure>
              </Section>
            )}
            <LinkListSection copy={sections.moreServices} links={page.moreServices.map((s) => ({ label: serviceIn(s.name), href: atLocation(s.slug) }))} />
            <LinkListSection copy={sections.related} links={page.related.map((s) => ({ label: serviceIn(s.name), href: atLocation(s.slug) }))} />
            <LinkListSection copy={sections.nearby} pills links={page.nearby.map((l) => ({ label: l.name, href: locationUrl(service.slug, l) }))} />
            <LinkListSection copy={sections.kentExtra} pills links={page.kentExtra.map((l) => ({ label: l.name, href: locationUrl(service.slug, l) }))} />
          </div>
          <aside className="location-sidebar" aria-labelledby="popular-services">
            <h2 id="popular-services">{sections.popular.heading}</h2>
            <LinkGrid className="sidebar-links" links={page.popular.map((s) => ({ label: s.name, href: serviceUrl(s.slug) }))} />
          </aside>
        </div>
        <CtaBand copy={sections.cta}>
          <Link href="/contact" className="btn btn-hero">
            {ui.buttons.contactSales}
          </Link>
          <Link href={countyUrl(service.slug, location.countySlug)} className="btn btn-outline-light">
            {fill(ui.places.serviceAcross, { service: service.name, county: location.county })}
          </Link>
        </CtaBand>
      </>
    ),
  };
});

/** A titled list of links, left out when it would be empty. */
function LinkListSection({
  copy,
  links,
  pills = false,
}: {
  copy: Parameters<typeof Section>[0]['copy'];
  links: { label: string; href: string }[];
  pills?: boolean;
}) {
  if (links.length === 0) return null;
  return (
    <Section copy={copy}>
      <LinkGrid links={links} className={pills ? 'pill-list' : 'link-grid'} />
    </Section>
  );
}
