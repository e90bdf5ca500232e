import { PlanSummaries } from '../components/PlanSummaries.tsx';
import { KentTownsSection } from '../components/KentTownsSection.tsx';
import { Hero } from '../components/Hero.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
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
        <Hero
          heading={copy.heading}
          lead={copy.lead}
          actions={[
            { href: '/enhance-hosting', label: ui.buttons.enhancePlans },
            { href: '/contact', label: ui.buttons.contactUs },
          ]}
        />
        <CardSection copy={sections.why} columns={4} />
        <Section copy={sections.plans} tone="muted">
          <PlanSummaries enhance={enhance} cpanel={cpanel} />
        </Section>
        <KentTownsSection copy={sections.towns} towns={towns} canterbury />
        <CtaBand
          copy={sections.cta}
          actions={[
            { href: '/enhance-hosting', label: ui.buttons.getStartedLower },
            { href: '/contact', label: ui.buttons.talkToOurKentTeam },
          ]}
        />
      </>
    ),
  };
});
