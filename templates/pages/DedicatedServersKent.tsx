import { KentCardSections } from '../components/KentCardSections.tsx';
import { kentPageMeta } from '../../src/metadata/kentStructuredData.ts';
import { dedicatedServersKentPage } from '../../src/routes/selections/pages/dedicatedServersKentPage.ts';
import { definePage } from '../page.ts';

/** /dedicated-servers-kent: features and specs; links /contact, /vps-hosting. */
export const DedicatedServersKent = definePage(dedicatedServersKentPage, ({ copy, cards }, { model, route }) => {
  const { buttons } = model.ui;
  return {
    ...kentPageMeta(model, copy, route.url),
    main: (
      <KentCardSections
        copy={copy}
        cards={cards}
        hero={[
          { href: '/contact', label: buttons.getAQuote },
          { href: '/vps-hosting', label: buttons.vpsHosting },
        ]}
        cta={[
          { href: '/contact', label: buttons.contactUs },
          { href: '/vps-hosting', label: buttons.compareVpsPlans },
        ]}
      />
    ),
  };
});
