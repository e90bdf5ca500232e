import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { cacheDir } from './cacheDir.ts';
import { readJsonEntry, writeEntrySync } from './siteCache.ts';

/**
 * What `site check` says about the content itself (docs/check-rules.md, content warnings),
 * worked out by the build that read the same content, and the origin the content states (and
 * whether it draws share cards).
 * Reading and validating a large site's content is most of what a check does after an edit,
 * and the build has just done it: with the same fingerprint (every file the build reads, and
 * the tool's own code) a check would work out exactly these findings again.
 */
export interface ContentReport {
  fingerprint: string;
  origin: string;
  /** Whether site.yaml has `shareCards`: the share-card rules then hold every indexable page to one. */
  shareCards: boolean;
  findings: Diagnostic[];
}

export async function saveContentReport(root: string, report: ContentReport): Promise<void> {
  // A few kilobytes, written without a round trip through the thread pool for each step, behind
  // a watch session's other writes.
  writeEntrySync(cacheDir(root), 'contentReport', JSON.stringify(report));
}

/**
 * The last build's report, when one was left and its fingerprint is the content's as it is
 * now (`fingerprint` is only worked out when there is a report to compare it with).
 */
export async function loadContentReport(root: string, fingerprint: () => Promise<string>): Promise<ContentReport | undefined> {
  const stored = await readJsonEntry<ContentReport>(cacheDir(root), 'contentReport');
  if (!stored || !Array.isArray(stored.findings) || typeof stored.origin !== 'string' || typeof stored.shareCards !== 'boolean') return undefined;
  if (stored.fingerprint !== (await fingerprint())) return undefined;
  return { fingerprint: stored.fingerprint, origin: stored.origin, shareCards: stored.shareCards, findings: stored.findings };
}
