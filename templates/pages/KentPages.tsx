import type { PageTemplate } from '../page.ts';
import { Hero } from '../components/Hero.tsx';
import { BodySection } from '../components/BodySection.tsx';
import { StepsSection } from '../components/StepsSection.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { KentTownList } from '../components/KentTownList.tsx';
import { LinkSection } from '../components/LinkGrid.tsx';
import { PlanSummaryList } from '../components/PlanSummaryList.tsx';
import { fillCopy } from '../../src/content/pageCopy.ts';
import { kentPageMeta } from '../../src/metadata/kentStructuredData.ts';
import { summariseEnhancePlans } from '../../src/content/summaries.ts';
import type { Model, Ui } from '../../src/content/model.ts';
import { businessTownUrl } from '../../src/routes/urls.ts';
import { kentOverviewPage } from '../../src/routes/selections/pages/kentOverviewPage.ts';
import { definePage } from '../page.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';

function kentCopy<
  N extends
    | 'kent'
    | 'web-hosting-kent'
    | 'dedicated-servers-kent'
    | 'colocation-kent'
    | 'server-colocation-kent'
    | 'hosting-provider-kent'
    | 'it-colocation-services-kent',
>(model: Model, name: N) {
  return fillCopy(model.pages[name], {});
}

/** The Kent overview (/kent): six tiles and every Kent town. */
export const KentOverview = definePage(kentOverviewPage, ({ copy, towns, businessTowns }, { model, route }) => {
  const { ui } = model;
  return {
    ...kentPageMeta(model, copy, route.url),
    main: (
      <>
        <Hero heading={copy.heading} lead={copy.lead} />
        <BodySection body={copy.body} label={ui.labels.kentHosting} />
        <Section copy={copy.sections.tiles} tone="muted">
          <ul className="card-grid cols-3">
            {copy.sections.tiles.items.map((tile) => (
              <li key={tile.title} className="card card-feature">
                <h3>{tile.title}</h3>
                <p>{tile.text}</p>
                {tile.href && (
                  <Link href={tile.href} className="btn btn-outline">
                    {ui.buttons.learnMoreLower}
                    <span className="visually-hidden"> {fill(ui.buttons.learnMoreAbout, { name: tile.title })}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Section>
        <Section copy={copy.sections.towns}>
          <KentTownList towns={towns} />
        </Section>
        <LinkSection
          copy={{
            ...copy.sections.business,
            links: businessTowns.map((t) => ({ label: fill(ui.places.businessHostingIn, { place: t.name }), href: businessTownUrl(t.slug) })),
          }}
          tone="muted"
        />
      </>
    ),
  };
});

/** /web-hosting-kent: why Kent hosts with us, plan summaries, the towns; links /enhance-hosting, /contact, /kent/canterbury. */
export const WebHostingKent: PageTemplate = ({ model, route }) => {
  const copy = kentCopy(model, 'web-hosting-kent');
  const { sections } = copy;
  const { ui } = model;
  return {
    ...kentPageMeta(model, copy, route.url),
    main: (
      <>
        <Hero heading={copy.heading} lead={copy.lead}>
          <Link href="/enhance-hosting" className="btn btn-hero btn-lg">
            {ui.buttons.enhancePlans}
          </Link>
          <Link href="/contact" className="btn btn-outline-light btn-lg">
            {ui.buttons.contactUs}
          </Link>
        </Hero>
        <CardSection copy={sections.why} columns={4} />
        <Section copy={sections.plans} tone="muted">
          <div className="summary-columns">
            <PlanSummaryList
              heading={ui.plans.enhancePlatform}
              href="/enhance-hosting"
              plans={summariseEnhancePlans(model.enhancePlans, ui.plans.agencyLine)}
            />
            <PlanSummaryList heading={ui.plans.cpanelPlatform} href="/cpanel-hosting" plans={model.cpanelSharedPlans} />
          </div>
        </Section>
        <Section copy={sections.towns}>
          <KentTownList towns={model.kentTowns} />
          <p className="section-more">
            <Link href="/kent/canterbury" className="btn btn-link">
              {ui.buttons.webHostingInCanterbury}
            </Link>
          </p>
        </Section>
        <CtaBand copy={sections.cta}>
          <Link href="/enhance-hosting" className="btn btn-hero">
            {ui.buttons.getStartedLower}
          </Link>
          <Link href="/contact" className="btn btn-outline-light">
            {ui.buttons.talkToOurKentTeam}
          </Link>
        </CtaBand>
      </>
    ),
  };
};

interface CardPageLinks {
  hero: readonly [LinkSpec, LinkSpec];
  cta: readonly [LinkSpec, LinkSpec];
}
type LinkSpec = { href: string; label: keyof Ui['buttons'] };

/**
 * A Kent service page made of a hero, two card sections and a call to action; the pages
 * differ only in copy and links.
 */
function kentCardPage(
  name: 'dedicated-servers-kent' | 'colocation-kent',
  sectionNames: readonly ['features', 'specs' | 'facility'],
  links: CardPageLinks,
): PageTemplate {
  return ({ model, route }) => {
    const copy = kentCopy(model, name);
    const sections = copy.sections as Record<string, Parameters<typeof CardSection>[0]['copy']>;
    const [first, second] = sectionNames.map((section) => sections[section]!);
    const { buttons } = model.ui;
    return {
      ...kentPageMeta(model, copy, route.url),
      main: (
        <>
          <Hero heading={copy.heading} lead={copy.lead}>
            <Link href={links.hero[0].href} className="btn btn-hero btn-lg">
              {buttons[links.hero[0].label]}
            </Link>
            <Link href={links.hero[1].href} className="btn btn-outline-light btn-lg">
              {buttons[links.hero[1].label]}
            </Link>
          </Hero>
          <CardSection copy={first!} columns={4} />
          <CardSection copy={second!} tone="muted" columns={4} />
          <CtaBand copy={sections['cta']!}>
            <Link href={links.cta[0].href} className="btn btn-hero">
              {buttons[links.cta[0].label]}
            </Link>
            <Link href={links.cta[1].href} className="btn btn-outline-light">
              {buttons[links.cta[1].label]}
            </Link>
          </CtaBand>
        </>
      ),
    };
  };
}

/** /dedicated-servers-kent: features and specs; links /contact, /vps-hosting. */
export const DedicatedServersKent = kentCardPage('dedicated-servers-kent', ['features', 'specs'], {
  hero: [
    { href: '/contact', label: 'getAQuote' },
    { href: '/vps-hosting', label: 'vpsHosting' },
  ],
  cta: [
    { href: '/contact', label: 'contactUs' },
    { href: '/vps-hosting', label: 'compareVpsPlans' },
  ],
});

/** /colocation-kent: features and the facility; links /contact, /dedicated-servers-kent, /server-colocation-kent. */
export const ColocationKent = kentCardPage('colocation-kent', ['features', 'facility'], {
  hero: [
    { href: '/contact', label: 'getAQuote' },
    { href: '/server-colocation-kent', label: 'serverColocation' },
  ],
  cta: [
    { href: '/contact', label: 'contactUs' },
    { href: '/dedicated-servers-kent', label: 'dedicatedServers' },
  ],
});

/** /server-colocation-kent: features and the move-in process; links /contact, /colocation-kent, /dedicated-servers-kent. */
export const ServerColocationKent: PageTemplate = ({ model, route }) => {
  const copy = kentCopy(model, 'server-colocation-kent');
  const { sections } = copy;
  const { ui } = model;
  return {
    ...kentPageMeta(model, copy, route.url),
    main: (
      <>
        <Hero heading={copy.heading} lead={copy.lead}>
          <Link href="/contact" className="btn btn-hero btn-lg">
            {ui.buttons.getAQuote}
          </Link>
          <Link href="/colocation-kent" className="btn btn-outline-light btn-lg">
            {ui.buttons.colocationInKent}
          </Link>
        </Hero>
        <CardSection copy={sections.features} columns={4} />
        <StepsSection copy={sections.process} tone="muted" />
        <CtaBand copy={sections.cta}>
          <Link href="/contact" className="btn btn-hero">
            {ui.buttons.contactUs}
          </Link>
          <Link href="/dedicated-servers-kent" className="btn btn-outline-light">
            {ui.buttons.dedicatedServers}
          </Link>
        </CtaBand>
      </>
    ),
  };
};
