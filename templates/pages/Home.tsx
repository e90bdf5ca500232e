import { Hero } from '../components/Hero.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { ExternalLink, Link } from '../components/Link.tsx';
import { LinkGrid, LinkSection } from '../components/LinkGrid.tsx';
import { Faq } from '../components/Faq.tsx';
import { PlanSummaryList } from '../components/PlanSummaryList.tsx';
import { storeLink } from '../../src/content/storeLink.ts';
import { faqPage, organization, webSite } from '../../src/metadata/structuredData.ts';
import { kentTownUrl } from '../../src/routes/urls.ts';
import { homePage } from '../../src/routes/selections/pages/homePage.ts';
import { definePage } from '../page.ts';

/** Home: every section in the order docs/content-model.md#templates lists them. */
export const Home = definePage(homePage, ({ copy, faq, enhance, cpanel, kentTowns }, { model }) => {
  const { site, ui } = model;
  const { sections } = copy;

  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [organization(site), webSite(site), faqPage(faq.items)],
    main: (
      <>
        <Hero heading={copy.heading} lead={copy.lead} eyebrow={site.tagline}>
          <ExternalLink href={storeLink(site)} className="btn btn-hero btn-lg">
            {ui.buttons.visitStore}
          </ExternalLink>
          <Link href="/hosting" className="btn btn-outline-light btn-lg">
            {ui.buttons.comparePackages}
          </Link>
        </Hero>
        <CardSection copy={sections.ukHosting} columns={4} />
        <CardSection copy={sections.infrastructure} tone="muted" columns={4} />
        <Section copy={sections.plans}>
          <div className="summary-columns">
            <PlanSummaryList heading={ui.plans.enhancePlatform} href="/enhance-hosting" plans={enhance} />
            <PlanSummaryList heading={ui.plans.cpanelPlatform} href="/cpanel-hosting" plans={cpanel} />
          </div>
        </Section>
        <section className="section section-plain" aria-label={ui.labels.agenciesAndServers}>
          <div className="container card-grid cols-2">
            <article className="card card-feature">
              <h2>{sections.agencies.heading}</h2>
              {sections.agencies.intro && <p>{sections.agencies.intro}</p>}
              <Link href="/agencies" className="btn btn-default">
                {ui.buttons.agencyHosting}
              </Link>
            </article>
            <article className="card card-feature">
              <h2>{sections.servers.heading}</h2>
              {sections.servers.intro && <p>{sections.servers.intro}</p>}
              <Link href="/vps-hosting" className="btn btn-default">
                {ui.buttons.serversAndColocation}
              </Link>
            </article>
          </div>
        </section>
        <CardSection copy={sections.benefits} tone="muted" />
        <Section copy={sections.kentTowns}>
          <LinkGrid className="pill-list" links={kentTowns.map((town) => ({ label: town.name, href: kentTownUrl(town.slug) }))} />
        </Section>
        <LinkSection copy={sections.localServices} tone="muted" />
        <LinkSection copy={sections.ukCities} />
        <Section copy={sections.faq} tone="muted">
          <Faq name="home-faq" items={faq.items} />
        </Section>
        <CtaBand copy={sections.agencyCta}>
          <Link href="/agencies" className="btn btn-hero">
            {ui.buttons.agencyProgramme}
          </Link>
          <Link href="/hosting" className="btn btn-outline-light">
            {ui.buttons.viewHostingPlans}
          </Link>
        </CtaBand>
      </>
    ),
  };
});
