import type { PageCopy } from '../../src/content/model.ts';
import { CardSection } from './Section.tsx';

/** The long colocation sections (docs/content-model.md#templates): what it is, Tier 3+, service levels, power, peering, BGP, IP. */
export function ColocationSections({ sections }: { sections: PageCopy<'colocation'>['sections'] }) {
  return (
    <>
      <CardSection copy={sections.whatIs} />
      <CardSection copy={sections.tier3} tone="muted" />
      <CardSection copy={sections.serviceLevels} columns={2} />
      <CardSection copy={sections.reasons} tone="muted" columns={2} />
      <CardSection copy={sections.power} />
      <CardSection copy={sections.peering} tone="muted" columns={2} />
      <CardSection copy={sections.bgp} columns={2} />
      <CardSection copy={sections.ip} tone="muted" columns={2} />
    </>
  );
}
