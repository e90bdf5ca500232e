import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { cacheDir } from './cacheDir.ts';

/** Bumped whenever the stored shape changes; an older report is ignored, never misread. */
const FORMAT = 1;
const FILE = 'content-report.json';

/**
 * What `site check` says about the content itself (docs/check-rules.md, content warnings),
 * worked out by the build that read the same content, and the origin the content states.
 * Reading and validating a large site's content is most of what a check does after an edit,
 * and the build has just done it: with the same fingerprint (every file the build reads, and
 * the tool's own code) a check would work out exactly these findings again.
 */
export interface ContentReport {
  fingerprint: string;
  origin: string;
  findings: Diagnostic[];
}

export async function saveContentReport(root: string, report: ContentReport): Promise<void> {
  const dir = cacheDir(root);
  // Written whole, then renamed: a check never reads half a report. A few kilobytes, written
  // without a round trip through the thread pool for each step (7 to 30 ms of a watch session's
  // save at 9,000 pages, behind the session's other writes).
  mkdirSync(dir, { recursive: true });
  const temporary = path.join(dir, `${FILE}.${process.pid}.tmp`);
  writeFileSync(temporary, JSON.stringify({ format: FORMAT, ...report }));
  renameSync(temporary, path.join(dir, FILE));
}

/**
 * The last build's report, when one was left and its fingerprint is the content's as it is
 * now (`fingerprint` is only worked out when there is a report to compare it with).
 */
export async function loadContentReport(root: string, fingerprint: () => Promise<string>): Promise<ContentReport | undefined> {
  let stored: ContentReport & { format?: number };
  try {
    stored = JSON.parse(await readFile(path.join(cacheDir(root), FILE), 'utf8')) as ContentReport & { format?: number };
  } catch {
    return undefined;
  }
  if (stored.format !== FORMAT || !Array.isArray(stored.findings) || typeof stored.origin !== 'string') return undefined;
  if (stored.fingerprint !== (await fingerprint())) return undefined;
  return { fingerprint: stored.fingerprint, origin: stored.origin, findings: stored.findings };
}
