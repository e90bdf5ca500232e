import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { CollectionDefinition, CollectionName } from './collections.ts';
import { nearest } from './suggest.ts';
import type { ValidRecord } from './validateRecords.ts';

/**
 * Every slug that one record uses to point at another must name an existing record.
 * An unknown slug is reported at its own line, with the nearest known slug as a suggestion.
 */
export function checkReferences(
  definitions: readonly CollectionDefinition[],
  recordsByCollection: ReadonlyMap<CollectionName, readonly ValidRecord[]>,
  /** Every slug per collection, including records that failed validation: they exist all the same. */
  knownSlugs: ReadonlyMap<CollectionName, readonly string[]>,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const slugsOf = (name: CollectionName) => [...(knownSlugs.get(name) ?? [])];

  for (const definition of definitions) {
    for (const rule of definition.references ?? []) {
      const known = slugsOf(rule.target);
      const knownSet = new Set(known);
      const isList = rule.field.endsWith('[]');
      // A field inside another is written with dots: `places.kentTownLinks[]`.
      const path = rule.field.replace(/\[\]$/, '').split('.');
      for (const record of recordsByCollection.get(definition.name) ?? []) {
        const value = path.reduce<unknown>((parent, key) => (parent as Record<string, unknown> | undefined)?.[key], record.data);
        const entries: [PropertyKey[], unknown][] = isList
          ? ((value as unknown[] | undefined) ?? []).map((slug, i) => [[...path, i], slug])
          : value === undefined
            ? []
            : [[path, value]];
        for (const [fieldPath, slug] of entries) {
          if (typeof slug !== 'string' || knownSet.has(slug)) continue;
          if (slug === record.slug && rule.target === definition.name) {
            diagnostics.push(
              problem(
                'content/unknown-reference',
                { file: record.file, ...record.source.locate(fieldPath) },
                {
                  message: `\`${formatPath(fieldPath)}\` points at the record itself`,
                  field: formatPath(fieldPath),
                  found: slug,
                  hint: 'Remove it: a record cannot be its own neighbour.',
                },
              ),
            );
            continue;
          }
          const near = nearest(slug, known);
          diagnostics.push(
            problem(
              'content/unknown-reference',
              { file: record.file, ...record.source.locate(fieldPath) },
              {
                message: `\`${formatPath(fieldPath)}\` refers to unknown ${rule.target} slug "${slug}"`,
                field: formatPath(fieldPath),
                expected: `a slug of a record in ${rule.target}`,
                found: slug,
                hint: near?.likelyTypo
                  ? `Did you mean \`${near.candidate}\`?`
                  : `No ${rule.target} record is called "${slug}": if it was deleted or renamed, remove this entry or write its new slug; if it is still to be written, add its file.${near ? ` The nearest slug is \`${near.candidate}\`.` : ''}`,
              },
            ),
          );
        }
      }
    }
  }
  return diagnostics;
}

function formatPath(fieldPath: readonly PropertyKey[]): string {
  return fieldPath.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}
