import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { memoByStamps, type MemoStore } from '../memoByStamps.mjs';
import type { OutputFile } from './outputFile.ts';

export interface Assets {
  files: OutputFile[];
  /** Public URLs of the hashed files, and their Subresource Integrity hashes. */
  urls: { css: string; js: string; cssIntegrity: string; jsIntegrity: string };
}

/**
 * The site's one stylesheet (lightningcss: bundled, minified) and one deferred script
 * (esbuild: bundled, minified), named by content hash so they can be cached for ever.
 */
export async function buildAssets(templatesDir: string): Promise<Assets> {
  return assetsOf(await bundleAssets(templatesDir));
}

/**
 * buildAssets, once per change to the stylesheets or the script: with `store` (the cache's
 * `assets` entry, src/cache/siteCache.ts), the bundles are kept there while every file of templates/styles/ and templates/client/
 * keeps its stamp (src/memoByStamps.mjs), so a build or a save of content costs no bundling:
 * loading lightningcss and esbuild and starting esbuild's service cost a build after a
 * one-record edit more than the edit itself.
 */
export async function assetsOnce(templatesDir: string, store?: MemoStore): Promise<Assets> {
  if (!store) return buildAssets(templatesDir);
  const inputs = ['styles', 'client'].flatMap((dir) => {
    const folder = path.join(templatesDir, dir);
    return readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .sort()
      .map((file) => path.join(folder, file));
  });
  return assetsOf(await memoByStamps(store, inputs, () => bundleAssets(templatesDir)));
}

/** The two bundles, as text: what assets.json keeps. */
interface Bundles {
  css: string;
  js: string;
}

async function bundleAssets(templatesDir: string): Promise<Bundles> {
  const [css, js] = await Promise.all([buildStylesheet(templatesDir), buildScript(templatesDir)]);
  return { css: Buffer.from(css).toString('utf8'), js: Buffer.from(js).toString('utf8') };
}

function assetsOf(bundles: Bundles): Assets {
  const css = Buffer.from(bundles.css);
  const js = Buffer.from(bundles.js);
  const cssPath = `assets/site.${hash(css)}.css`;
  const jsPath = `assets/site.${hash(js)}.js`;
  return {
    files: [
      { path: cssPath, data: css },
      { path: jsPath, data: js },
    ],
    urls: { css: `/${cssPath}`, js: `/${jsPath}`, cssIntegrity: integrity(css), jsIntegrity: integrity(js) },
  };
}

// Loaded only when the bundles are made: a build whose styles and script are as they were needs neither tool.
async function buildStylesheet(templatesDir: string): Promise<Uint8Array> {
  const { bundle } = await import('lightningcss');
  const { code } = bundle({
    filename: path.join(templatesDir, 'styles', 'site.css'),
    minify: true,
    // Chrome 100, Firefox 100, Safari 15.4: the browsers with <details name>-era CSS support.
    targets: { chrome: 100 << 16, firefox: 100 << 16, safari: (15 << 16) | (4 << 8) },
  });
  return code;
}

async function buildScript(templatesDir: string): Promise<Uint8Array> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(templatesDir, 'client', 'site.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.contents;
}

function integrity(data: Uint8Array): string {
  return `sha384-${createHash('sha384').update(data).digest('base64')}`;
}

function hash(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}
