import type { Section as SectionCopy } from '../../src/content/model.ts';
import type { Action } from './Actions.tsx';
import { Hero } from './Hero.tsx';
import { CardSection } from './Section.tsx';
import { CtaBand } from './CtaBand.tsx';

interface KentCardSectionsProps {
  copy: { heading: string; lead: string; sections: { cta: SectionCopy } };
  cards: readonly [SectionCopy, SectionCopy];
  hero: readonly Action[];
  cta: readonly Action[];
}

/**
 * The main content of a Kent service page made of a hero, two card sections and a call to
 * action; the pages differ only in copy and links.
 */
export function KentCardSections({ copy, cards, hero, cta }: KentCardSectionsProps) {
  return (
    <>
      <Hero heading={copy.heading} lead={copy.lead} actions={hero} />
      <CardSection copy={cards[0]} columns={4} />
      <CardSection copy={cards[1]} tone="muted" columns={4} />
      <CtaBand copy={copy.sections.cta} actions={cta} />
    </>
  );
}
