import type { PageTemplate } from '../page.ts';
import { Hero } from './Hero.tsx';
import { CardSection } from './Section.tsx';
import { Link } from './Link.tsx';
import { CtaBand } from './CtaBand.tsx';
import { fillCopy } from '../../src/content/pageCopy.ts';
import { kentPageMeta } from '../../src/metadata/kentStructuredData.ts';
import type { Ui } from '../../src/content/model.ts';

interface CardPageLinks {
  hero: readonly [LinkSpec, LinkSpec];
  cta: readonly [LinkSpec, LinkSpec];
}
type LinkSpec = { href: string; label: keyof Ui['buttons'] };

/**
 * A Kent service page made of a hero, two card sections and a call to action; the pages
 * differ only in copy and links.
 */
export function kentCardPage(
  name: 'dedicated-servers-kent' | 'colocation-kent',
  sectionNames: readonly ['features', 'specs' | 'facility'],
  links: CardPageLinks,
): PageTemplate {
  return ({ model, route }) => {
    const copy = fillCopy(model.pages[name], {});
    const sections = copy.sections as Record<string, Parameters<typeof CardSection>[0]['copy']>;
    const [first, second] = sectionNames.map((section) => sections[section]!);
    const { buttons } = model.ui;
    return {
      ...kentPageMeta(model, copy, route.url),
      main: (
        <>
          <Hero heading={copy.heading} lead={copy.lead}>
            <Link href={links.hero[0].href} className="btn btn-hero btn-lg">
              {buttons[links.hero[0].label]}
            </Link>
            <Link href={links.hero[1].href} className="btn btn-outline-light btn-lg">
              {buttons[links.hero[1].label]}
            </Link>
          </Hero>
          <CardSection copy={first!} columns={4} />
          <CardSection copy={second!} tone="muted" columns={4} />
          <CtaBand copy={sections['cta']!}>
            <Link href={links.cta[0].href} className="btn btn-hero">
              {buttons[links.cta[0].label]}
            </Link>
            <Link href={links.cta[1].href} className="btn btn-outline-light">
              {buttons[links.cta[1].label]}
            </Link>
          </CtaBand>
        </>
      ),
    };
  };
}
