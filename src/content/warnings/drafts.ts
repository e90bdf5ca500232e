import type { Model } from '../model.ts';
import { draftRecords } from '../withoutDrafts.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { problem } from '../../errors/problem.ts';

/**
 * Every draft in content/, at its `draft:` line: pages `site build` leaves out, listed so
 * that none is forgotten. Warnings, so `--strict` fails while a draft remains.
 */
export function listDrafts(model: Model): Diagnostic[] {
  return draftRecords(model).map((record) =>
    problem(
      'content/draft',
      { file: record.origin.file, ...model.locate(record.origin.file, ['draft']) },
      {
        severity: 'warning',
        message: `${'county' in record ? 'Location' : 'Service'} "${record.slug}" is a draft: \`site serve --watch\` shows it, \`site build\` leaves it out`,
        field: 'draft',
      },
    ),
  );
}
