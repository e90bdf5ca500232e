import { FaqSection } from '../components/FaqSection.tsx';
import { TickList } from '../components/Benefits.tsx';
import { KentTownOffers } from '../components/KentTownOffers.tsx';
import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { Breadcrumb, builtTrail } from '../components/Breadcrumb.tsx';
import { Link } from '../components/Link.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { kentTownPage } from '../../src/routes/selections/pages/kentTownPage.ts';
import { businessTownUrl, kentTownUrl } from '../../src/routes/urls.ts';
import { definePage } from '../page.ts';
import { breadcrumbList, faqPage, localBusiness } from '../../src/metadata/structuredData.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';
import { lowestPrice } from '../../src/metadata/servicePageMeta.ts';

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
    card: { eyebrow: `${town.name}, ${town.county}`, ...lowestPrice([view.enhanceFrom, view.cpanelFrom]) },
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
          <TickList items={town.industries} className="pill-list" />
          {town.businessHosting && (
            <p className="section-more">
              <Link href={businessTownUrl(town.slug)} className="btn btn-link">
                {fill(ui.places.businessHostingIn, { place: town.name })}
              </Link>
            </p>
          )}
        </Section>
        <KentTownOffers page={view} />
        <CtaBand
          copy={sections.agencies}
          actions={[
            { href: '/hosting', label: ui.buttons.compareHosting },
            { href: '/agencies', label: ui.buttons.agencyProgramme },
          ]}
        />
        <Section copy={sections.about} heading={sections.about.heading}>
          <TickList items={town.facts} className="fact-list" />
        </Section>
        {view.nearby.length > 0 && (
          <Section copy={sections.nearby} heading={sections.nearby.heading} tone="muted">
            <LinkGrid className="pill-list" links={view.nearby.map((n) => ({ label: n.name, href: kentTownUrl(n.slug) }))} />
          </Section>
        )}
        {town.faq.length > 0 && <FaqSection copy={sections.faq} name={`faq-${town.slug}`} items={town.faq} />}
      </>
    ),
  };
});
