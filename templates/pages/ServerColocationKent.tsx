import type { PageTemplate } from '../page.ts';
import { Hero } from '../components/Hero.tsx';
import { StepsSection } from '../components/StepsSection.tsx';
import { CardSection } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { fillCopy } from '../../src/content/pageCopy.ts';
import { kentPageMeta } from '../../src/metadata/kentStructuredData.ts';

/** /server-colocation-kent: features and the move-in process; links /contact, /colocation-kent, /dedicated-servers-kent. */
export const ServerColocationKent: PageTemplate = ({ model, route }) => {
  const copy = fillCopy(model.pages['server-colocation-kent'], {});
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
};
