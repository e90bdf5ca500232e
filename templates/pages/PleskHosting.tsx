import { Hero } from '../components/Hero.tsx';
import { CardSection } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
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
        <Hero heading={copy.heading} lead={copy.lead} eyebrow={ui.plans.comingSoon}>
          <Link href="/contact" className="btn btn-hero btn-lg">
            {ui.buttons.requestEarlyAccess}
          </Link>
          <Link href="/cpanel-hosting" className="btn btn-outline-light btn-lg">
            {ui.buttons.cpanelHostingToday}
          </Link>
        </Hero>
        <CardSection copy={sections.features} columns={4} />
        <CtaBand copy={sections.alternatives}>
          <Link href="/cpanel-hosting" className="btn btn-hero">
            {ui.buttons.seeCpanelPlans}
          </Link>
          <Link href="/contact" className="btn btn-outline-light">
            {ui.buttons.requestEarlyAccess}
          </Link>
        </CtaBand>
      </>
    ),
  };
});
