import { Hero } from '../components/Hero.tsx';
import { StepsSection } from '../components/StepsSection.tsx';
import { CardSection } from '../components/Section.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { kentPageMeta } from '../../src/metadata/kentStructuredData.ts';
import { serverColocationKentPage } from '../../src/routes/selections/pages/serverColocationKentPage.ts';
import { definePage } from '../page.ts';

/** /server-colocation-kent: features and the move-in process; links /contact, /colocation-kent, /dedicated-servers-kent. */
export const ServerColocationKent = definePage(serverColocationKentPage, ({ copy }, { model, route }) => {
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
            { href: '/contact', label: ui.buttons.getAQuote },
            { href: '/colocation-kent', label: ui.buttons.colocationInKent },
          ]}
        />
        <CardSection copy={sections.features} columns={4} />
        <StepsSection copy={sections.process} tone="muted" />
        <CtaBand
          copy={sections.cta}
          actions={[
            { href: '/contact', label: ui.buttons.contactUs },
            { href: '/dedicated-servers-kent', label: ui.buttons.dedicatedServers },
          ]}
        />
      </>
    ),
  };
});
