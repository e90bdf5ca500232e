import { Hero } from '../components/Hero.tsx';
import { StepsSection } from '../components/StepsSection.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { ExternalLink, Link } from '../components/Link.tsx';
import { Faq } from '../components/Faq.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { storeLink } from '../../src/content/storeLink.ts';
import { faqPage } from '../../src/metadata/structuredData.ts';
import { sitebuilderPage } from '../../src/routes/selections/pages/sitebuilderPage.ts';
import { definePage } from '../page.ts';

/** /sitebuilder: the Sitejet builder, four steps, where it is included, five FAQs. */
export const Sitebuilder = definePage(sitebuilderPage, ({ copy, faq }, { model }) => {
  const { sections } = copy;
  const { ui } = model;
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: faq ? [faqPage(faq.items)] : [],
    main: (
      <>
        <Hero heading={copy.heading} lead={copy.lead}>
          <Link href="/cpanel-hosting" className="btn btn-hero btn-lg">
            {ui.buttons.cpanelPlans}
          </Link>
          <Link href="/cpanel-specification" className="btn btn-outline-light btn-lg">
            {ui.buttons.comparePlans}
          </Link>
        </Hero>
        <CardSection copy={sections.features} />
        <StepsSection copy={sections.steps} tone="muted" />
        <CtaBand copy={sections.included}>
          <Link href="/cpanel-hosting" className="btn btn-hero">
            {ui.buttons.chooseCpanelPlan}
          </Link>
          <ExternalLink href={storeLink(model.site, 'cpanel')} className="btn btn-outline-light">
            {ui.buttons.visitTheStore}
          </ExternalLink>
        </CtaBand>
        {faq && (
          <Section copy={sections.faq}>
            <Faq name="sitebuilder-faq" items={faq.items} />
          </Section>
        )}
      </>
    ),
  };
});
