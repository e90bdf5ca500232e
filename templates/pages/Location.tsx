import { Testimonial } from '../components/Testimonial.tsx';
import { PlaceFacts } from '../components/PlaceFacts.tsx';
import { PlaceLinks } from '../components/PlaceLinks.tsx';
import { Hero } from '../components/Hero.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Section, CardSection } from '../components/Section.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { Benefits, TickList } from '../components/Benefits.tsx';
import { ServiceBanner } from '../components/ServiceBanner.tsx';
import { fitTitle } from '../../src/metadata/fitTitle.ts';
import { countyUrl, serviceUrl } from '../../src/routes/urls.ts';
import { locationPage } from '../../src/routes/selections/pages/locationPage.ts';
import { breadcrumbList, localBusiness, serviceStructuredData, fromPrice } from '../../src/metadata/structuredData.ts';
import { definePage } from '../page.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';

/** /{service}/{county}/{place}: every section in the order docs/content-model.md#templates lists them. */
export const Location = definePage(locationPage, (page, { model, route }) => {
  const { service, location, copy, from, national, trail } = page;
  const { sections } = copy;
  const { ui } = model;

  return {
    title: fitTitle(page.titles, model.site.name),
    description: copy.description,
    card: { eyebrow: `${location.name}, ${location.county}`, ...(from ? { price: from } : {}) },
    jsonLd: [
      breadcrumbList(model.site, trail),
      serviceStructuredData(model.site, service, route.url, `${location.name}, ${location.county}`, fromPrice(from)),
      localBusiness(model.site, { url: route.url, description: copy.description }, { name: location.name, county: location.county }),
    ],
    main: (
      <>
        <Breadcrumb trail={trail} />
        {national && <ServiceBanner copy={sections.banner} service={national} category={ui.categories[service.category]} />}
        <Hero
          heading={copy.heading}
          lead={location.heroSubtitle ?? copy.lead}
          eyebrow={`${location.name}, ${location.county}`}
          actions={[
            { href: '/contact', label: ui.buttons.getStarted },
            { href: serviceUrl(service.slug), label: fill(ui.places.servicePlans, { service: service.name }) },
          ]}
        >
          {from && (
            <p className="hero-price">
              {ui.plans.startingFrom} <strong>{from}</strong>
              {ui.plans.perMonth}
            </p>
          )}
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
              <TickList items={location.industries} className="pill-list" />
            </Section>
            <PlaceFacts page={page} />
            {location.testimonial && (
              <Section copy={sections.testimonial} tone="muted">
                <Testimonial quote={location.testimonial.quote} source={`${location.testimonial.author}, ${location.testimonial.company}`} />
              </Section>
            )}
            <PlaceLinks page={page} />
          </div>
          <aside className="location-sidebar" aria-labelledby="popular-services">
            <h2 id="popular-services">{sections.popular.heading}</h2>
            <LinkGrid className="sidebar-links" links={page.popular.map((s) => ({ label: s.name, href: serviceUrl(s.slug) }))} />
          </aside>
        </div>
        <CtaBand
          copy={sections.cta}
          actions={[
            { href: '/contact', label: ui.buttons.contactSales },
            { href: countyUrl(service.slug, location.countySlug), label: fill(ui.places.serviceAcross, { service: service.name, county: location.county }) },
          ]}
        />
      </>
    ),
  };
});
