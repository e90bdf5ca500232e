import type { Model } from '../../src/content/model.ts';
import { fillCopy } from '../../src/content/pageCopy.ts';
import { CardSection } from './Section.tsx';

/** The long colocation sections (docs/content-model.md#templates): what it is, Tier 3+, service levels, power, peering, BGP, IP. */
export function ColocationSections({ model }: { model: Model }) {
  const { sections } = fillCopy(model.pages.colocation, {});
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
