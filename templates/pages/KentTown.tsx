import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { Breadcrumb, builtTrail } from '../components/Breadcrumb.tsx';
import { Link } from '../components/Link.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { Faq } from '../components/Faq.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { kentTownPage } from '../../src/routes/selections/pages/kentTownPage.ts';
import { businessTownUrl, kentTownUrl } from '../../src/routes/urls.ts';
import { definePage } from '../page.ts';
import { breadcrumbList, faqPage, localBusiness } from '../../src/metadata/structuredData.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';

/** /kent/{slug} (docs/content-model.md#templates): one Kent town, its sectors, offers, facts and neighbours. */
export const KentTown = definePage(kentTownPage, (view, { model, route, links }) => {
  const { site, ui } = model;
  const { town, copy } = view;
  const { sections } = copy;
  const trail = builtTrail(view.trail, links);
  const { description } = copy;

  return {
    title: copy.title,
    description,
    jsonLd: [
      localBusiness(site, { url: route.url, description }, { name: town.name, county: town.county }),
      breadcrumbList(site, trail),
      ...(town.faq.length > 0 ? [faqPage(town.faq)] : []),
    ],
    main: (
      <>
        <Breadcrumb trail={trail} />
        <Hero heading={copy.heading} lead={town.summary} eyebrow={fill(ui.labels.countyWebHosting, { county: town.county })} />
        <section className="section section-plain" aria-label={fill(ui.labels.hostingForTown, { place: town.name })}>
          <div className="container narrow">
            <Markdown body={town.body} />
          </div>
        </section>
        <Section copy={sections.sectors} heading={sections.sectors.heading} tone="muted">
          <ul className="pill-list">
            {town.industries.map((industry) => (
              <li key={industry}>{industry}</li>
            ))}
          </ul>
          {town.businessHosting && (
            <p className="section-more">
              <Link href={businessTownUrl(town.slug)} className="btn btn-link">
                {fill(ui.places.businessHostingIn, { place: town.name })}
              </Link>
            </p>
          )}
        </Section>
        <section className="section section-plain" aria-label={ui.labels.hostingPlans}>
          <div className="container card-grid cols-3">
            <article className="card card-feature">
              <h2>{sections.enhance.heading}</h2>
              {sections.enhance.intro && <p>{sections.enhance.intro}</p>}
              <p className="promo-price">
                {ui.plans.fromPrice} <strong>{view.enhanceFrom.price}</strong>
                {ui.plans.perMonth}
              </p>
              <ul className="tick-list">
                {view.enhanceHighlights.map((plan) => (
                  <li key={plan.name}>
                    {plan.name}: {plan.websites}, {plan.storage}
                  </li>
                ))}
              </ul>
              <Link href="/enhance-hosting" className="btn btn-gradient">
                {ui.buttons.enhancePlans}
              </Link>
            </article>
            <article className="card card-feature">
              <h2>{sections.cpanel.heading}</h2>
              {sections.cpanel.intro && <p>{sections.cpanel.intro}</p>}
              <p className="promo-price">
                {ui.plans.fromPrice} <strong>{view.cpanelFrom.price}</strong>
                {ui.plans.perMonth}
              </p>
              <Link href="/cpanel-hosting" className="btn btn-default">
                {ui.buttons.cpanelPlans}
              </Link>
            </article>
            <article className="card card-feature">
              <h2>{sections.migration.heading}</h2>
              {sections.migration.intro && <p>{sections.migration.intro}</p>}
              <Link href="/contact" className="btn btn-outline">
                {ui.buttons.askAboutMigration}
              </Link>
            </article>
          </div>
        </section>
        <CtaBand copy={sections.agencies}>
          <Link href="/hosting" className="btn btn-hero">
            {ui.buttons.compareHosting}
          </Link>
          <Link href="/agencies" className="btn btn-outline-light">
            {ui.buttons.agencyProgramme}
          </Link>
        </CtaBand>
        <Section copy={sections.about} heading={sections.about.heading}>
          <ul className="fact-list">
            {town.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </Section>
        {view.nearby.length > 0 && (
          <Section copy={sections.nearby} heading={sections.nearby.heading} tone="muted">
            <LinkGrid className="pill-list" links={view.nearby.map((n) => ({ label: n.name, href: kentTownUrl(n.slug) }))} />
          </Section>
        )}
        {town.faq.length > 0 && (
          <Section copy={sections.faq} heading={sections.faq.heading}>
            <Faq name={`faq-${town.slug}`} items={town.faq} />
          </Section>
        )}
      </>
    ),
  };
});
