import { createContentCache, type ContentCache, type StoredSource } from '../content/contentCache.ts';
import type { RenderResult } from '../render/renderPages.tsx';
import type { PageRoute, RouteTable } from '../routes/route.ts';
import { cacheDir, loadBuildCache, reusablePages, saveBuildCache, type CachedPage } from './buildCache.ts';
import { codeKeys, type CodeKeys } from './codeKeys.ts';
import { assetsKey, routesKey } from './renderKeys.ts';
import type { RenderContext } from '../../templates/context.ts';

/**
 * What one process keeps between builds (watch mode): the content it has parsed, and the code
 * keys, worked out once, since the process runs the code it loaded (a code edit starts a new one).
 */
export interface KeptBetweenBuilds {
  contentCache: ContentCache;
  code?: CodeKeys;
}

export interface PersistentCache {
  /** Handed to the content stage: Markdown bodies rendered by the last build, still valid for this code. */
  contentCache: ContentCache;
  /**
   * Which pages of the last build can be reused as they are, given this build's routes and
   * assets, and the images each content file's body shows (file → their keys: a changed image
   * counts as a change to the file).
   */
  plan(
    routes: RouteTable,
    assets: RenderContext['assets'],
    distFingerprint: string | undefined,
    imagesShown?: ReadonlyMap<string, string>,
  ): (route: PageRoute) => CachedPage | undefined;
  /** Stores what this build made, once its output is in place. */
  save(fingerprint: string, rendered: RenderResult): Promise<void>;
}

/**
 * The build cache between `site build` runs (issue 6), and between watch-mode rebuilds, which
 * hand in what they keep: rendered Markdown bodies by content
 * hash, and for each page its template, its output file and what it read from the model.
 * Keys cover the content, the code each template runs and the tool files, so an edit to a
 * record, a template or site.yaml re-renders exactly the pages that depend on it.
 */
export async function openPersistentCache(
  root: string,
  packageRoot: string,
  templatesDir: string,
  options: { kept?: KeptBetweenBuilds | undefined; read?: boolean } = {},
): Promise<PersistentCache> {
  const { kept } = options;
  const dir = cacheDir(root);
  // Not read (`--no-cache`): nothing is reused, and a fresh cache is saved for the next build.
  const stored = options.read === false ? undefined : await loadBuildCache(dir);
  const code = kept?.code ?? codeKeys(packageRoot, templatesDir);
  if (kept) kept.code = code;
  const contentCache = kept?.contentCache ?? createContentCache();
  // Any change to the pipeline's code may change how files parse and Markdown renders: start afresh.
  if (stored && stored.code.common === code.common) {
    for (const [key, body] of stored.markdown) contentCache.markdown.set(key, body);
    for (const [file, source] of stored.sources) contentCache.stored.set(file, source);
  }
  let planned: { routesKey: string; assetsKey: string } | undefined;
  let content: Map<string, string> = contentCache.hashes;

  return {
    contentCache,
    plan(routes, assets, distFingerprint, imagesShown) {
      planned = { routesKey: routesKey(routes), assetsKey: assetsKey(assets) };
      content = withImages(contentCache.hashes, imagesShown);
      return reusablePages(stored, { distFingerprint, code, ...planned, content, collectionOf: contentCache.collectionOf });
    },
    async save(fingerprint, rendered) {
      if (!planned) return;
      const pendingOf = new Map<string, string[]>();
      for (const [target, from] of rendered.links.pending) for (const url of from) pendingOf.set(url, [...(pendingOf.get(url) ?? []), target]);
      const pages = new Map<string, CachedPage>();
      for (const route of rendered.routes) {
        pages.set(route.url, {
          template: route.template,
          output: route.output,
          reads: rendered.reads.get(route.url) ?? [],
          pending: pendingOf.get(route.url) ?? [],
        });
      }
      await saveBuildCache(dir, {
        fingerprint,
        code,
        ...planned,
        content: Object.fromEntries(content),
        collectionOf: Object.fromEntries(contentCache.collectionOf),
        pages,
        markdown: contentCache.markdown,
        sources: storedSources(contentCache),
      });
    },
  };
}

/** Each content file's hash, with the keys of the images its body shows after it. */
function withImages(hashes: Map<string, string>, imagesShown: ReadonlyMap<string, string> | undefined): Map<string, string> {
  if (!imagesShown?.size) return hashes;
  const content = new Map(hashes);
  for (const [file, keys] of imagesShown) if (content.has(file)) content.set(file, `${content.get(file)} ${keys}`);
  return content;
}

/** What this build parsed, for the next to reuse: every file that parsed, under the hash of its bytes now. */
function storedSources(cache: ContentCache): Map<string, StoredSource> {
  const sources = new Map<string, StoredSource>();
  for (const [file, { hash, result }] of cache.parsed) {
    if (!result.ok || cache.hashes.get(file) !== hash) continue;
    const { data, body, bodyLine } = result.source;
    sources.set(file, { hash, data, body, bodyLine });
  }
  return sources;
}
