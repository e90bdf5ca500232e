import { KentTownsSection } from '../components/KentTownsSection.tsx';
import { Hero } from '../components/Hero.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { IndustryCards } from '../components/IndustryCards.tsx';
import { kentPageMeta } from '../../src/metadata/kentStructuredData.ts';
import { hostingProviderKentPage } from '../../src/routes/selections/pages/hostingProviderKentPage.ts';
import { definePage } from '../page.ts';

/** /hosting-provider-kent: services, reasons, local advantage, industries, benefits, towns, commitment, call to action. */
export const HostingProviderKent = definePage(hostingProviderKentPage, ({ copy, industries, towns }, { model, route }) => {
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
            { href: '/enhance-hosting', label: ui.buttons.enhanceHosting },
            { href: '/contact', label: ui.buttons.contactUs },
          ]}
        />
        <CardSection copy={sections.services} columns={4} />
        <CardSection copy={sections.reasons} tone="muted" columns={4} />
        <CardSection copy={sections.advantage} />
        <Section copy={sections.industries} tone="muted">
          <IndustryCards industries={industries} tags="businesses" />
        </Section>
        <CardSection copy={sections.benefits} columns={4} />
        <KentTownsSection copy={sections.towns} towns={towns} tone="muted" canterbury />
        <CardSection copy={sections.commitment} />
        <CtaBand
          copy={sections.cta}
          actions={[
            { href: '/enhance-hosting', label: ui.buttons.seeEnhancePlans },
            { href: '/contact', label: ui.buttons.contactUs },
          ]}
        />
      </>
    ),
  };
});
