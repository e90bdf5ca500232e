import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { analyticsSetup, needsConsent } from '../analytics/analyticsSetup.ts';
import type { Model } from '../content/model.ts';
import { memoByBytes, type MemoStore } from '../memoByStamps.mjs';
import { withEsbuild } from '../esbuildService.mjs';
import type { OutputFile } from './outputFile.ts';

export interface Assets {
  files: OutputFile[];
  /**
   * Public URLs of the hashed files, and their Subresource Integrity hashes; the consent
   * script's only when the site's analytics provider asks for consent; the search page's
   * script, which /search alone loads, only for a site with search.
   */
  urls: {
    css: string;
    js: string;
    cssIntegrity: string;
    jsIntegrity: string;
    consentJs?: string;
    consentJsIntegrity?: string;
    searchJs?: string;
    searchJsIntegrity?: string;
    /** The search engine, which the search page's script imports on the first search. */
    searchEngineJs?: string;
  };
}

/**
 * The site's one stylesheet (lightningcss: bundled, minified) and one deferred script
 * (esbuild: bundled, minified), named by content hash so they can be cached for ever; with
 * `consent`, the consent banner's rules at the end of the stylesheet and the consent script;
 * with `search`, the search page's script.
 */
export async function buildAssets(templatesDir: string, consent = false, search = true): Promise<Assets> {
  return assetsOf(await bundleAssets(templatesDir), consent, search);
}

/**
 * The bundles, once per change to the stylesheets or the scripts: with `store` (the cache's
 * `assets` entry, src/cache/siteCache.ts), the bundles are kept there while every file of
 * templates/styles/ and templates/client/ keeps its bytes (src/memoByStamps.mjs: a few small
 * files, read in a millisecond or two; by bytes, so a CI checkout with the cache restored finds
 * them too), so a build or a save of content costs no bundling:
 * loading lightningcss and esbuild and starting esbuild's service cost a build after a
 * one-record edit more than the edit itself. The consent bundles are made with the others,
 * whether the site asks for consent or not, so that setting a provider costs no bundling.
 */
export async function assetsOnce(templatesDir: string, store?: MemoStore): Promise<Bundles> {
  if (!store) return bundleAssets(templatesDir);
  const inputs = ['styles', 'client'].flatMap((dir) => {
    const folder = path.join(templatesDir, dir);
    return readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .sort()
      .map((file) => path.join(folder, file));
  });
  return memoByBytes(store, inputs, () => bundleAssets(templatesDir));
}

/** The assets a site's pages load: the consent banner's only when its analytics provider sets cookies, the search page's only with search. */
export function assetsFor(bundles: Bundles, model: Model): Assets {
  return assetsOf(bundles, needsConsent(analyticsSetup(model.site)), model.site.search !== undefined);
}

/** The two bundles, as text: what assets.json keeps. */
export interface Bundles {
  css: string;
  js: string;
  consentCss: string;
  consentJs: string;
  searchJs: string;
  searchEngineJs: string;
}

async function bundleAssets(templatesDir: string): Promise<Bundles> {
  const [css, js, consentCss, consentJs, searchJs, searchEngineJs] = await Promise.all([
    buildStylesheet(templatesDir, 'site.css'),
    buildScript(templatesDir, 'site.ts'),
    buildStylesheet(templatesDir, 'consent.css'),
    buildScript(templatesDir, 'consent.ts'),
    buildScript(templatesDir, 'searchPage.ts'),
    buildScript(templatesDir, 'searchEngine.ts', 'esm'),
  ]);
  const asText = (code: Uint8Array) => Buffer.from(code).toString('utf8');
  return {
    css: asText(css),
    js: asText(js),
    consentCss: asText(consentCss),
    consentJs: asText(consentJs),
    searchJs: asText(searchJs),
    searchEngineJs: asText(searchEngineJs),
  };
}

function assetsOf(bundles: Bundles, consent: boolean, search: boolean): Assets {
  // One stylesheet a page still: the banner's rules follow the site's, so a site without the banner carries none of them.
  const css = Buffer.from(consent ? bundles.css + bundles.consentCss : bundles.css);
  const js = Buffer.from(bundles.js);
  const cssPath = `assets/site.${hash(css)}.css`;
  const jsPath = `assets/site.${hash(js)}.js`;
  const urls: Assets['urls'] = { css: `/${cssPath}`, js: `/${jsPath}`, cssIntegrity: integrity(css), jsIntegrity: integrity(js) };
  const files: OutputFile[] = [
    { path: cssPath, data: css },
    { path: jsPath, data: js },
  ];
  if (search) {
    const searchJs = Buffer.from(bundles.searchJs);
    const searchPath = `assets/search.${hash(searchJs)}.js`;
    const engineJs = Buffer.from(bundles.searchEngineJs);
    const enginePath = `assets/search-engine.${hash(engineJs)}.js`;
    files.push({ path: searchPath, data: searchJs }, { path: enginePath, data: engineJs });
    Object.assign(urls, { searchJs: `/${searchPath}`, searchJsIntegrity: integrity(searchJs), searchEngineJs: `/${enginePath}` });
  }
  if (consent) {
    const consentJs = Buffer.from(bundles.consentJs);
    const consentPath = `assets/consent.${hash(consentJs)}.js`;
    files.push({ path: consentPath, data: consentJs });
    Object.assign(urls, { consentJs: `/${consentPath}`, consentJsIntegrity: integrity(consentJs) });
  }
  return { files, urls };
}

// Loaded only when the bundles are made: a build whose styles and script are as they were needs neither tool.
async function buildStylesheet(templatesDir: string, entry: string): Promise<Uint8Array> {
  const { bundle } = await import('lightningcss');
  const { code } = bundle({
    filename: path.join(templatesDir, 'styles', entry),
    minify: true,
    // Chrome 100, Firefox 100, Safari 15.4: the browsers with <details name>-era CSS support.
    targets: { chrome: 100 << 16, firefox: 100 << 16, safari: (15 << 16) | (4 << 8) },
  });
  return code;
}

/** `esm` for a module another script imports (the search engine); the rest are classic scripts, each on its own. */
async function buildScript(templatesDir: string, entry: string, format: 'iife' | 'esm' = 'iife'): Promise<Uint8Array> {
  const result = await withEsbuild(({ build }) =>
    build({
      entryPoints: [path.join(templatesDir, 'client', entry)],
      bundle: true,
      minify: true,
      format,
      target: ['es2020'],
      write: false,
      legalComments: 'none',
      logLevel: 'silent',
    }),
  );
  return result.outputFiles[0]!.contents;
}

function integrity(data: Uint8Array): string {
  return `sha384-${createHash('sha384').update(data).digest('base64')}`;
}

function hash(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}
