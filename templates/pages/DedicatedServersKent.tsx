import { KentCardSections } from '../components/KentCardSections.tsx';
import { kentPageMeta } from '../../src/metadata/kentStructuredData.ts';
import { dedicatedServersKentPage } from '../../src/routes/selections/pages/dedicatedServersKentPage.ts';
import { definePage } from '../page.ts';

/** /dedicated-servers-kent: features and specs; links /contact, /vps-hosting. */
export const DedicatedServersKent = definePage(dedicatedServersKentPage, ({ copy, cards }, { model, route }) => ({
  ...kentPageMeta(model, copy, route.url),
  main: (
    <KentCardSections
      copy={copy}
      cards={cards}
      hero={[
        { href: '/contact', label: 'getAQuote' },
        { href: '/vps-hosting', label: 'vpsHosting' },
      ]}
      cta={[
        { href: '/contact', label: 'contactUs' },
        { href: '/vps-hosting', label: 'compareVpsPlans' },
      ]}
    />
  ),
}));
