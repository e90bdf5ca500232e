import { Hero } from '../components/Hero.tsx';
import { CardSection } from '../components/Section.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { pleskHostingPage } from '../../src/routes/selections/pages/pleskHostingPage.ts';
import { definePage } from '../page.ts';

/** /plesk-hosting: coming soon, with Request Early Access and a way to cPanel today. */
export const PleskHosting = definePage(pleskHostingPage, ({ copy }, { model }) => {
  const { sections } = copy;
  const { ui } = model;
  return {
    title: copy.title,
    description: copy.description,
    main: (
      <>
        <Hero
          heading={copy.heading}
          lead={copy.lead}
          eyebrow={ui.plans.comingSoon}
          actions={[
            { href: '/contact', label: ui.buttons.requestEarlyAccess },
            { href: '/cpanel-hosting', label: ui.buttons.cpanelHostingToday },
          ]}
        />
        <CardSection copy={sections.features} columns={4} />
        <CtaBand
          copy={sections.alternatives}
          actions={[
            { href: '/cpanel-hosting', label: ui.buttons.seeCpanelPlans },
            { href: '/contact', label: ui.buttons.requestEarlyAccess },
          ]}
        />
      </>
    ),
  };
});
