import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { isCompleteLocation } from '../findIncomplete.ts';
import type { Model } from '../model.ts';
import { problem } from '../../errors/problem.ts';

/**
 * `content/nearby-one-way`: place A names B as nearby, but B does not name A. Neighbours are
 * mutual, so the entry that has no partner is reported at its own line. Places that are not
 * published are left out: their links are not on the site.
 */
export function checkNearbyOneWay(model: Model): Diagnostic[] {
  const published = new Map(model.locations.filter(isCompleteLocation).map((place) => [place.slug, place]));
  const findings: Diagnostic[] = [];
  for (const place of published.values()) {
    place.nearby.forEach((slug, i) => {
      const other = published.get(slug);
      if (!other || other.nearby.includes(place.slug)) return;
      findings.push(
        problem(
          'content/nearby-one-way',
          { file: place.origin.file, ...model.locate(place.origin.file, ['nearby', i]) },
          {
            message: `\`nearby[${i}]\` names ${slug}, but ${other.origin.file} does not name ${place.slug}`,
            field: `nearby[${i}]`,
            found: slug,
            hint: `Add \`${place.slug}\` to \`nearby\` in ${other.origin.file}, or remove \`${slug}\` here.`,
          },
        ),
      );
    });
  }
  return findings;
}
