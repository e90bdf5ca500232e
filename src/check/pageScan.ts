import type { BuiltSite } from './builtSite.ts';
import { lineStartOffsets, position, scanTags, type ScannedTag } from './htmlScan.ts';
import { pageHead, type PageHead } from './pageHead.ts';

/** One page, scanned once for all the rules that read it. */
export interface PageScan {
  html: string;
  tags: readonly ScannedTag[];
  head: PageHead;
  /** Line and column of an offset in the page. */
  at(offset: number): { line: number; column: number };
}

/** Keyed by the pages map, so a site narrowed or changed for a test gets scans of its own. */
const cache = new WeakMap<BuiltSite['pages'], Map<string, PageScan>>();

/** The scan of one page of the site; every rule after the first reuses it. */
export function pageScan(site: BuiltSite, page: string): PageScan {
  let scans = cache.get(site.pages);
  if (!scans) cache.set(site.pages, (scans = new Map()));
  let scan = scans.get(page);
  if (!scan) {
    scan = scanPage(site.pages.get(page) ?? '');
    scans.set(page, scan);
  }
  return scan;
}

function scanPage(html: string): PageScan {
  const tags = scanTags(html);
  let lineStarts: number[] | undefined;
  return {
    html,
    tags,
    head: pageHead(html, tags),
    at: (offset) => position((lineStarts ??= lineStartOffsets(html)), offset),
  };
}
