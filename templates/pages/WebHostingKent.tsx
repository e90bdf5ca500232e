import { Hero } from '../components/Hero.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { KentTownList } from '../components/KentTownList.tsx';
import { PlanSummaryList } from '../components/PlanSummaryList.tsx';
import { kentPageMeta } from '../../src/metadata/kentStructuredData.ts';
import { webHostingKentPage } from '../../src/routes/selections/pages/webHostingKentPage.ts';
import { definePage } from '../page.ts';

/** /web-hosting-kent: why Kent hosts with us, plan summaries, the towns; links /enhance-hosting, /contact, /kent/canterbury. */
export const WebHostingKent = definePage(webHostingKentPage, ({ copy, enhance, cpanel, towns }, { model, route }) => {
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
            <PlanSummaryList heading={ui.plans.enhancePlatform} href="/enhance-hosting" plans={enhance} />
            <PlanSummaryList heading={ui.plans.cpanelPlatform} href="/cpanel-hosting" plans={cpanel} />
          </div>
        </Section>
        <Section copy={sections.towns}>
          <KentTownList towns={towns} />
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
});
