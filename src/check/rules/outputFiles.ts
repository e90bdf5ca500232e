import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { markerListing, OUTPUT_MARKER } from '../../output/outputMarker.ts';
import { finding } from '../../errors/problem.ts';
import type { OutputEntry } from '../listOutput.ts';

/**
 * The output holds what the build wrote and nothing else (docs/check-rules.md#output): no
 * symbolic link, which a host would follow to whatever it points at, and no file missing from
 * the list the build's writer recorded in the marker, which something other than the build put
 * there. Links are reported, never followed, so a link to a parent folder costs nothing.
 * `entries` is the folder's listing (listOutput.ts).
 */
export function checkOutputFiles(dir: string, label: string, entries: readonly OutputEntry[]): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const at = (file: string) => ({ file: `${label}/${file}`, line: 1, column: 1 });
  const marker = (() => {
    try {
      return readFileSync(path.join(dir, OUTPUT_MARKER), 'utf8');
    } catch {
      return '';
    }
  })();
  const listed = markerListing(marker);
  for (const { path: file, isFile, isSymbolicLink } of entries) {
    if (isSymbolicLink) findings.push(finding('output/symlink', at(file), `${label}/${file} is a symbolic link; a host would publish whatever it points at`));
    else if (isFile && listed && file !== OUTPUT_MARKER && !listed.has(file))
      findings.push(finding('output/unlisted-file', at(file), `${label}/${file} was not written by the build that made ${label}/`));
  }
  return findings;
}
