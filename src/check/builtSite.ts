import type { Redirects } from '../redirects/parseRedirects.ts';

/** What `site check` inspects: a built site, read from disk or from a build in memory. */
export interface BuiltSite {
  /** Absolute path of the built site. */
  dir: string;
  /** How findings name the folder, e.g. "dist". */
  label: string;
  /** Every file, relative path with forward slashes. */
  files: ReadonlySet<string>;
  /** HTML pages: relative path → markup (read from disk when asked, for a site on disk; rules read pageFacts instead). */
  pages: ReadonlyMap<string, string>;
  /** Static redirects of `_redirects`: source → target, the topmost rule for a source. */
  redirects: ReadonlyMap<string, string>;
  /** Every rule of `_redirects` as written, in file order, dynamic ones included. */
  redirectRules: Redirects;
  // The rest is optional so that a test can assemble a site by hand from pages and files alone.
  /** Other text files the rules read (robots.txt, sitemaps, `_redirects`, CSS, JS): path → text. */
  texts?: ReadonlyMap<string, string>;
  /** A page's bytes as stored, for a site on disk: hashing them spares decoding a page whose analysis is cached. */
  pageBytes?: (page: string) => Uint8Array;
  /** Scheme and host the site is published at, e.g. `https://www.example.com`, when known. */
  origin?: string | undefined;
  /**
   * Whether the site draws share cards (`shareCards` in site.yaml): the share-card rules hold its
   * indexable pages to one each (rules/shareCards.ts). The content says; a site checked without
   * its content, the output (a card in `assets/cards/`).
   */
  shareCards?: boolean;
}

/** Extensions read as text; anything else (images, fonts) is only listed. */
const textFile = /(?:^|\/)_redirects$|(?:^|\/)_headers$|\.(?:html|xml|txt|css|js|mjs|json|svg|webmanifest|atom)$/;

export function isTextFile(file: string): boolean {
  return textFile.test(file);
}
