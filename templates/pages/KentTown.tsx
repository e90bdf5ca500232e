import type { PageTemplate } from '../page.ts';
import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Link } from '../components/Link.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { Faq } from '../components/Faq.tsx';
import { fillPageTokens } from '../../src/content/resolveClaims.ts';
import { kentTownView } from '../../src/content/kentTownView.ts';
import { breadcrumbList, faqPage, localBusiness } from '../../src/render/structuredData.ts';

/** /kent/{slug} (SPEC.md "/kent/{slug}"): one Kent town, its sectors, offers, facts and neighbours. */
export const KentTown: PageTemplate = ({ model, route, links }) => {
  const { site } = model;
  const view = kentTownView(model, route.slug!);
  const { town } = view;
  const copy = model.pages['kent-town'];
  const fill = (text: string) => fillPageTokens(text, { town: town.name });
  const { sections } = copy;
  const trail = [
    { name: 'Home', url: '/' },
    { name: 'Kent', url: '/kent' },
    { name: town.name, url: route.url },
  ].filter((crumb, i, all) => i === all.length - 1 || links.resolve(crumb.url, route.url) !== undefined);
  const description = fill(copy.description);

  return {
    title: fill(copy.title),
    description,
    jsonLd: [
      localBusiness(site, { url: route.url, description }, { name: town.name, county: town.county }),
      breadcrumbList(site, trail),
      ...(town.faq.length > 0 ? [faqPage(town.faq)] : []),
    ],
    main: (
      <>
        <Breadcrumb trail={trail} />
        <Hero heading={fill(copy.heading)} lead={town.summary} eyebrow={`${town.county} web hosting`} />
        <section className="section section-plain" aria-label={`Hosting for ${town.name} businesses`}>
          <div className="container narrow">
            <Markdown tree={town.body} />
          </div>
        </section>
        <Section copy={sections.sectors} heading={fill(sections.sectors.heading)} intro={sections.sectors.intro && fill(sections.sectors.intro)} tone="muted">
          <ul className="pill-list">
            {town.industries.map((industry) => (
              <li key={industry}>{industry}</li>
            ))}
          </ul>
        </Section>
        <section className="section section-plain" aria-label="Hosting plans">
          <div className="container card-grid cols-3">
            <article className="card card-feature">
              <h2>{fill(sections.enhance.heading)}</h2>
              {sections.enhance.intro && <p>{fill(sections.enhance.intro)}</p>}
              <p className="promo-price">
                From <strong>{view.enhanceFrom.price}</strong>/month
              </p>
              <ul className="tick-list">
                {view.enhanceHighlights.map((plan) => (
                  <li key={plan.name}>
                    {plan.name}: {plan.websites}, {plan.storage}
                  </li>
                ))}
              </ul>
              <Link href="/enhance-hosting" className="btn btn-gradient">Enhance plans</Link>
            </article>
            <article className="card card-feature">
              <h2>{fill(sections.cpanel.heading)}</h2>
              {sections.cpanel.intro && <p>{fill(sections.cpanel.intro)}</p>}
              <p className="promo-price">
                From <strong>{view.cpanelFrom.price}</strong>/month
              </p>
              <Link href="/cpanel-hosting" className="btn btn-default">cPanel plans</Link>
            </article>
            <article className="card card-feature">
              <h2>{fill(sections.migration.heading)}</h2>
              {sections.migration.intro && <p>{fill(sections.migration.intro)}</p>}
              <Link href="/contact" className="btn btn-outline">Ask about migration</Link>
            </article>
          </div>
        </section>
        <section className="section cta-band" aria-labelledby="town-agencies">
          <div className="container cta-inner">
            <h2 id="town-agencies">{fill(sections.agencies.heading)}</h2>
            {sections.agencies.intro && <p>{fill(sections.agencies.intro)}</p>}
            <div className="hero-actions">
              <Link href="/hosting" className="btn btn-hero">Compare hosting</Link>
              <Link href="/agencies" className="btn btn-outline-light">Agency programme</Link>
            </div>
          </div>
        </section>
        <Section copy={sections.about} heading={fill(sections.about.heading)}>
          <ul className="fact-list">
            {town.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </Section>
        {view.nearby.length > 0 && (
          <Section copy={sections.nearby} heading={fill(sections.nearby.heading)} tone="muted">
            <LinkGrid className="pill-list" links={view.nearby.map((n) => ({ label: n.name, href: `/kent/${n.slug}` }))} />
          </Section>
        )}
        {town.faq.length > 0 && (
          <Section copy={sections.faq} heading={fill(sections.faq.heading)}>
            <Faq name={`faq-${town.slug}`} items={town.faq} />
          </Section>
        )}
      </>
    ),
  };
};
