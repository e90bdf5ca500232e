import { KentCardSections } from '../components/KentCardSections.tsx';
import { kentPageMeta } from '../../src/metadata/kentStructuredData.ts';
import { colocationKentPage } from '../../src/routes/selections/pages/colocationKentPage.ts';
import { definePage } from '../page.ts';

/** /colocation-kent: features and the facility; links /contact, /dedicated-servers-kent, /server-colocation-kent. */
export const ColocationKent = definePage(colocationKentPage, ({ copy, cards }, { model, route }) => {
  const { buttons } = model.ui;
  return {
    ...kentPageMeta(model, copy, route.url),
    main: (
      <KentCardSections
        copy={copy}
        cards={cards}
        hero={[
          { href: '/contact', label: buttons.getAQuote },
          { href: '/server-colocation-kent', label: buttons.serverColocation },
        ]}
        cta={[
          { href: '/contact', label: buttons.contactUs },
          { href: '/dedicated-servers-kent', label: buttons.dedicatedServers },
        ]}
      />
    ),
  };
});
