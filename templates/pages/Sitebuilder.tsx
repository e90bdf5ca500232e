import { FaqSection } from '../components/FaqSection.tsx';
import { Hero } from '../components/Hero.tsx';
import { StepsSection } from '../components/StepsSection.tsx';
import { CardSection } from '../components/Section.tsx';
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
        <Hero
          heading={copy.heading}
          lead={copy.lead}
          actions={[
            { href: '/cpanel-hosting', label: ui.buttons.cpanelPlans },
            { href: '/cpanel-specification', label: ui.buttons.comparePlans },
          ]}
        />
        <CardSection copy={sections.features} />
        <StepsSection copy={sections.steps} tone="muted" />
        <CtaBand
          copy={sections.included}
          actions={[
            { href: '/cpanel-hosting', label: ui.buttons.chooseCpanelPlan },
            { href: storeLink(model.site, 'cpanel'), label: ui.buttons.visitTheStore, external: true },
          ]}
        />
        {faq && <FaqSection copy={sections.faq} name="sitebuilder-faq" items={faq.items} />}
      </>
    ),
  };
});
