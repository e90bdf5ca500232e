import type { Section as SectionCopy, Ui } from '../../src/content/model.ts';
import { Hero } from './Hero.tsx';
import { CardSection } from './Section.tsx';
import { Link } from './Link.tsx';
import { CtaBand } from './CtaBand.tsx';
import { useSite } from '../context.ts';

type LinkSpec = { href: string; label: keyof Ui['buttons'] };

interface KentCardSectionsProps {
  copy: { heading: string; lead: string; sections: { cta: SectionCopy } };
  cards: readonly [SectionCopy, SectionCopy];
  hero: readonly [LinkSpec, LinkSpec];
  cta: readonly [LinkSpec, LinkSpec];
}

/**
 * The main content of a Kent service page made of a hero, two card sections and a call to
 * action; the pages differ only in copy and links.
 */
export function KentCardSections({ copy, cards, hero, cta }: KentCardSectionsProps) {
  const { buttons } = useSite().model.ui;
  return (
    <>
      <Hero heading={copy.heading} lead={copy.lead}>
        <Link href={hero[0].href} className="btn btn-hero btn-lg">
          {buttons[hero[0].label]}
        </Link>
        <Link href={hero[1].href} className="btn btn-outline-light btn-lg">
          {buttons[hero[1].label]}
        </Link>
      </Hero>
      <CardSection copy={cards[0]} columns={4} />
      <CardSection copy={cards[1]} tone="muted" columns={4} />
      <CtaBand copy={copy.sections.cta}>
        <Link href={cta[0].href} className="btn btn-hero">
          {buttons[cta[0].label]}
        </Link>
        <Link href={cta[1].href} className="btn btn-outline-light">
          {buttons[cta[1].label]}
        </Link>
      </CtaBand>
    </>
  );
}
