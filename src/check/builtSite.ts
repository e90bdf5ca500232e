import { pageScan } from './pageScan.ts';
import { parseRedirects, staticRedirects, type Redirects } from '../redirects/parseRedirects.ts';

/** What `site check` inspects: a built site, read from disk or from a build in memory. */
export interface BuiltSite {
  /** Absolute path of the built site. */
  dir: string;
  /** How findings name the folder, e.g. "dist". */
  label: string;
  /** Every file, relative path with forward slashes. */
  files: ReadonlySet<string>;
  /** HTML pages: relative path → markup. */
  pages: ReadonlyMap<string, string>;
  /** Static redirects of `_redirects`: source → target, the topmost rule for a source. */
  redirects: ReadonlyMap<string, string>;
  /** Every rule of `_redirects` as written, in file order, dynamic ones included. */
  redirectRules: Redirects;
  // The rest is optional so that a test can assemble a site by hand from pages and files alone.
  /** Other text files the rules read (robots.txt, sitemaps, `_redirects`, CSS, JS): path → text. */
  texts?: ReadonlyMap<string, string>;
  /** Scheme and host the site is published at, e.g. `https://www.example.com`, when known. */
  origin?: string | undefined;
}

/** Extensions read as text; anything else (images, fonts) is only listed. */
const textFile = /(?:^|\/)_redirects$|(?:^|\/)_headers$|\.(?:html|xml|txt|css|js|mjs|json|svg|webmanifest)$/;

export function isTextFile(file: string): boolean {
  return textFile.test(file);
}

const utf8 = new TextDecoder();

/** Assembles a BuiltSite from its files (a build in memory, or read from disk); text files are decoded as UTF-8. */
export function builtSite(files: ReadonlyMap<string, string | Uint8Array>, where: { dir: string; label: string }): BuiltSite {
  const pages = new Map<string, string>();
  const texts = new Map<string, string>();
  for (const [file, data] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!isTextFile(file)) continue;
    const text = typeof data === 'string' ? data : utf8.decode(data);
    if (file.endsWith('.html')) pages.set(file, text);
    else texts.set(file, text);
  }
  const redirectRules = parseRedirects(texts.get('_redirects') ?? '');
  const site: BuiltSite = { ...where, files: new Set([...files.keys()].sort()), pages, redirects: staticRedirects(redirectRules), redirectRules, texts };
  site.origin = homeOrigin(site);
  return site;
}

/** The origin the home page names as its canonical URL: the one place the output states it. */
function homeOrigin(site: BuiltSite): string | undefined {
  if (!site.pages.has('index.html')) return undefined;
  const href = pageScan(site, 'index.html').head.canonicals[0]?.value;
  return URL.canParse(href ?? '') ? new URL(href!).origin : undefined;
}
