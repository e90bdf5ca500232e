import type { RedirectRule } from '../../redirects/parseRedirects.ts';

/** What the preview knows of a built site: its rules in file order and its published files. */
export interface SiteIndex {
  rules: readonly RedirectRule[];
  files: ReadonlySet<string>;
}

/** How a host answers one request, before any bytes are read. */
export type Answer =
  | { kind: 'bad-request'; reason: string }
  | { kind: 'redirect'; status: number; location: string }
  /** `file` relative to the site root; served with 200. */
  | { kind: 'file'; file: string }
  /** The not-found page, with status 404. */
  | { kind: 'not-found' };
