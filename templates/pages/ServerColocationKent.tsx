import { Hero } from '../components/Hero.tsx';
import { StepsSection } from '../components/StepsSection.tsx';
import { CardSection } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
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
        <Hero heading={copy.heading} lead={copy.lead}>
          <Link href="/contact" className="btn btn-hero btn-lg">
            {ui.buttons.getAQuote}
          </Link>
          <Link href="/colocation-kent" className="btn btn-outline-light btn-lg">
            {ui.buttons.colocationInKent}
          </Link>
        </Hero>
        <CardSection copy={sections.features} columns={4} />
        <StepsSection copy={sections.process} tone="muted" />
        <CtaBand copy={sections.cta}>
          <Link href="/contact" className="btn btn-hero">
            {ui.buttons.contactUs}
          </Link>
          <Link href="/dedicated-servers-kent" className="btn btn-outline-light">
            {ui.buttons.dedicatedServers}
          </Link>
        </CtaBand>
      </>
    ),
  };
});
