import { FeatureCard } from '../components/FeatureCard.tsx';
import { FaqSection } from '../components/FaqSection.tsx';
import { PlanSummaries } from '../components/PlanSummaries.tsx';
import { Hero } from '../components/Hero.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { LinkGrid, LinkSection } from '../components/LinkGrid.tsx';
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
    card: { eyebrow: site.tagline },
    jsonLd: [organization(site), webSite(site), faqPage(faq.items)],
    main: (
      <>
        <Hero
          heading={copy.heading}
          lead={copy.lead}
          eyebrow={site.tagline}
          actions={[
            { href: storeLink(site), label: ui.buttons.visitStore, external: true },
            { href: '/hosting', label: ui.buttons.comparePackages },
          ]}
        />
        <CardSection copy={sections.ukHosting} columns={4} />
        <CardSection copy={sections.infrastructure} tone="muted" columns={4} />
        <Section copy={sections.plans}>
          <PlanSummaries enhance={enhance} cpanel={cpanel} />
        </Section>
        <section className="section section-plain" aria-label={ui.labels.agenciesAndServers}>
          <div className="container card-grid cols-2">
            <FeatureCard copy={sections.agencies}>
              <Link href="/agencies" className="btn btn-default">
                {ui.buttons.agencyHosting}
              </Link>
            </FeatureCard>
            <FeatureCard copy={sections.servers}>
              <Link href="/vps-hosting" className="btn btn-default">
                {ui.buttons.serversAndColocation}
              </Link>
            </FeatureCard>
          </div>
        </section>
        <CardSection copy={sections.benefits} tone="muted" />
        <Section copy={sections.kentTowns}>
          <LinkGrid className="pill-list" links={kentTowns.map((town) => ({ label: town.name, href: kentTownUrl(town.slug) }))} />
        </Section>
        <LinkSection copy={sections.localServices} tone="muted" />
        <LinkSection copy={sections.ukCities} />
        <FaqSection copy={sections.faq} name="home-faq" items={faq.items} tone="muted" />
        <CtaBand
          copy={sections.agencyCta}
          actions={[
            { href: '/agencies', label: ui.buttons.agencyProgramme },
            { href: '/hosting', label: ui.buttons.viewHostingPlans },
          ]}
        />
      </>
    ),
  };
});
