import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { stampOf } from './fileStamps.ts';
import { build as esbuild } from 'esbuild';
import { bundle as bundleCss } from 'lightningcss';
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
  const [css, js] = await Promise.all([buildStylesheet(templatesDir), buildScript(templatesDir)]);
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

/** The assets a watch session built last, and the stamps of the files they were built from. */
export interface KeptAssets {
  key: string;
  assets: Promise<Assets>;
}

/**
 * buildAssets, once per change to the stylesheets or the script: a watch session keeps them
 * (`kept`) while every file of templates/styles/ and templates/client/ keeps its stamp, so a
 * save of content costs no bundling (lightningcss alone took ~10 ms a rebuild).
 */
export function assetsOnce(templatesDir: string, kept?: { assets?: KeptAssets }): Promise<Assets> {
  if (!kept) return buildAssets(templatesDir);
  const key = ['styles', 'client']
    .flatMap((dir) => {
      const folder = path.join(templatesDir, dir);
      const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
      return files.map((file) => `${dir}/${file}\0${JSON.stringify(stampOf(path.join(folder, file)))}`);
    })
    .join('\n');
  if (kept.assets?.key !== key) kept.assets = { key, assets: buildAssets(templatesDir) };
  // A failed bundle is not kept: the next build tries again.
  kept.assets.assets.catch(() => (kept.assets = undefined));
  return kept.assets.assets;
}

async function buildStylesheet(templatesDir: string): Promise<Uint8Array> {
  const { code } = bundleCss({
    filename: path.join(templatesDir, 'styles', 'site.css'),
    minify: true,
    // Chrome 100, Firefox 100, Safari 15.4: the browsers with <details name>-era CSS support.
    targets: { chrome: 100 << 16, firefox: 100 << 16, safari: (15 << 16) | (4 << 8) },
  });
  return code;
}

async function buildScript(templatesDir: string): Promise<Uint8Array> {
  const result = await esbuild({
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
