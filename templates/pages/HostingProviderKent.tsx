import { Hero } from '../components/Hero.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { KentTownList } from '../components/KentTownList.tsx';
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
        <Hero heading={copy.heading} lead={copy.lead}>
          <Link href="/enhance-hosting" className="btn btn-hero btn-lg">
            {ui.buttons.enhanceHosting}
          </Link>
          <Link href="/contact" className="btn btn-outline-light btn-lg">
            {ui.buttons.contactUs}
          </Link>
        </Hero>
        <CardSection copy={sections.services} columns={4} />
        <CardSection copy={sections.reasons} tone="muted" columns={4} />
        <CardSection copy={sections.advantage} />
        <Section copy={sections.industries} tone="muted">
          <IndustryCards industries={industries} tags="businesses" />
        </Section>
        <CardSection copy={sections.benefits} columns={4} />
        <Section copy={sections.towns} tone="muted">
          <KentTownList towns={towns} />
          <p className="section-more">
            <Link href="/kent/canterbury" className="btn btn-link">
              {ui.buttons.webHostingInCanterbury}
            </Link>
          </p>
        </Section>
        <CardSection copy={sections.commitment} />
        <CtaBand copy={sections.cta}>
          <Link href="/enhance-hosting" className="btn btn-hero">
            {ui.buttons.seeEnhancePlans}
          </Link>
          <Link href="/contact" className="btn btn-outline-light">
            {ui.buttons.contactUs}
          </Link>
        </CtaBand>
      </>
    ),
  };
});
