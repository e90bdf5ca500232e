import type { KeptSitemap } from '../emit/sitemap.ts';
import type { StoredSearch } from './searchCache.ts';
import { createHash } from 'node:crypto';
import { validatedData } from '../content/validateRecords.ts';
import type { Model } from '../content/model.ts';
import { currentFieldHashes, modelRecords, type FieldHashes } from './fieldHashes.ts';
import { readMarker, type SessionInputs } from '../emit/fingerprint.ts';
import type { FileStamps } from '../emit/fileStamps.ts';
import { createContentCache, type ContentCache, type StoredSource } from '../content/contentCache.ts';
import type { RenderResult } from '../render/renderPages.tsx';
import type { PageRoute, RouteTable } from '../routes/route.ts';
import { loadBuildCache, reusablePages, saveBuildCache, type CachedPage, type StoredBuild } from './buildCache.ts';
import { cacheDir } from './cacheDir.ts';
import { entryStore } from './siteCache.ts';
import { updatePageStore } from './pageStore.ts';
import { codeKeys, type CodeKeys } from './codeKeys.ts';
import { assetsKey, routesKey } from './renderKeys.ts';
import { isReadRuns, sessionKeys, sessionRuns, type SessionKeys } from '../content/readRuns.ts';
import type { RenderContext } from '../../templates/context.ts';

/**
 * What one process keeps between builds (watch mode): the content it has parsed, and the code
 * keys, worked out once, since the process runs the code it loaded (a code edit starts a new one).
 */
export interface KeptBetweenBuilds {
  contentCache: ContentCache;
  code?: CodeKeys;
  /**
   * The last build's cache, held in memory: a rebuild neither reads nor writes .site-cache/,
   * which on a large site costs more than rendering the pages an edit touches.
   */
  build?: StoredBuild;
  /** The deploy files the last build made, and the key of what they were made from. */
  deploy?: { key: string; files: readonly string[] };
  /** The hashes and image headers of large files by their stamps, so a rebuild reads only those that changed. */
  stamps?: FileStamps;
  /** The same for the smaller files, which only the fingerprint reads, and the session's code, counted once (emit/fingerprint.ts). */
  inputs?: SessionInputs;
  /**
   * The paths the session's watcher reported that no build has looked at yet: only those are
   * looked at again (emit/fingerprint.ts). Undefined: not known, so every input folder is listed.
   */
  changed?: readonly string[] | undefined;
  /** The keys the kept pages read, which their reads are runs into (src/content/readRuns.ts, `sessionRuns`). */
  readKeys?: SessionKeys;
  /** The templates' code, which the image stage searches for the images they show (build/siteImages.ts): read once, like the code keys. */
  templateCode?: string;
  /** The sitemap's entries, in order (emit/sitemap.ts): a save writes out those of the pages whose dates moved. */
  sitemap?: KeptSitemap;
  /** The pages' search records (searchCache.ts), held in memory as the build cache is. */
  search?: StoredSearch;
  /** Each page's share card by its hash, for the pages the next rebuild reuses (pipeline/siteCards.ts). */
  cards?: ReadonlyMap<string, string | null>;
}

export interface PersistentCache {
  /** Handed to the content stage: Markdown bodies rendered by the last build, still valid for this code. */
  contentCache: ContentCache;
  /**
   * Which pages of the last build can be reused as they are, given this build's model, routes
   * and assets, and the images each content file's body shows (file → their keys: a changed
   * image counts as a change to the file); and where their bytes are: in the output folder,
   * when it holds that build (`previous.output`, its fingerprint), else in the cache's page
   * store (`previous.store`, pageStore.ts), as when CI kept only `.site-cache/`.
   */
  plan(
    model: Model,
    routes: RouteTable,
    assets: RenderContext['assets'],
    previous: { output: string | undefined; store: string | undefined },
    imagesShown?: ReadonlyMap<string, string>,
  ): { reusable: (route: PageRoute) => CachedPage | undefined; from: 'output' | 'store' };
  /**
   * The names of the deploy files the last build made, when it made them from inputs with this
   * key and the deploy folder still holds them: they are kept there as they are, not made,
   * read or compared again (a large site's nginx configuration alone is megabytes).
   */
  deployFilesMade(key: string): Promise<readonly string[] | undefined>;
  /** Tells the cache which deploy files this build made, to be saved with it. */
  madeDeployFiles(key: string, files: readonly string[]): void;
  /**
   * Stores what this build made, once its output is in place in `output.dir`: `output.changed`
   * are the files that commit changed (undefined when it wrote the folder whole), over the
   * build whose fingerprint is `output.previous`. The page store keeps `output.alsoStored`
   * beside the pages: the search index's files, which the next build may keep as they are.
   */
  save(
    fingerprint: string,
    rendered: RenderResult,
    output: { dir: string; previous: string | undefined; changed: readonly string[] | undefined; alsoStored?: readonly string[] },
  ): Promise<void>;
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
  options: { kept?: KeptBetweenBuilds | undefined; read?: boolean; deployDir?: string } = {},
): Promise<PersistentCache> {
  const { kept } = options;
  const dir = cacheDir(root);
  // Not read (`--no-cache`): nothing is reused, and a fresh cache is saved for the next build.
  const stored = options.read === false ? undefined : (kept?.build ?? (await loadBuildCache(dir)));
  const code = kept?.code ?? (await codeKeys(packageRoot, templatesDir, entryStore(dir, 'codeLayout')));
  if (kept) kept.code = code;
  const contentCache = kept?.contentCache ?? createContentCache();
  // Any change to the pipeline's code may change how files parse and Markdown renders: start afresh.
  if (stored && stored.code.common === code.common && stored.markdown !== contentCache.markdown) {
    for (const [key, body] of stored.markdown) contentCache.markdown.set(key, body);
    for (const [file, source] of stored.sources) contentCache.stored.set(file, source);
  }
  let planned: { routesKey: string; assetsKey: string; sharedKey: string; fields: Map<string, FieldHashes> } | undefined;
  let deploy: { key: string; files: readonly string[] } | undefined;
  let content: Map<string, string> = contentCache.hashes;

  return {
    contentCache,
    plan(model, routes, assets, previous, imagesShown) {
      const from = stored && previous.output !== stored.fingerprint && previous.store === stored.fingerprint ? 'store' : 'output';
      content = withImages(contentCache.hashes, imagesShown);
      const sharedKey = sharedInputsKey(model, content);
      const last = stored && { sharedKey: stored.sharedKey, fields: stored.fields, content: stored.content };
      const fields = currentFieldHashes(model, { sharedKey, ...(last ? { previous: last } : {}) }, content);
      planned = { routesKey: routesKey(routes), assetsKey: assetsKey(assets), sharedKey, fields };
      const distFingerprint = from === 'store' ? previous.store : previous.output;
      return { reusable: reusablePages(stored, { distFingerprint, code, ...planned, content, collectionOf: contentCache.collectionOf }), from };
    },
    async deployFilesMade(key) {
      if (kept?.deploy?.key === key) return kept.deploy.files;
      if (!stored?.deploy || stored.deploy.key !== key || !options.deployDir) return undefined;
      // The deploy folder holds that build's files while its marker says it is that build.
      return (await readMarker(options.deployDir))?.fingerprint === stored.fingerprint ? stored.deploy.files : undefined;
    },
    madeDeployFiles(key, files) {
      deploy = { key, files };
    },
    async save(fingerprint, rendered, output) {
      if (!planned) return;
      const pendingOf = new Map<string, string[]>();
      for (const [target, from] of rendered.links.pending) for (const url of from) pendingOf.set(url, [...(pendingOf.get(url) ?? []), target]);
      const pages = new Map<string, CachedPage>();
      for (const route of rendered.routes) {
        const reads = rendered.reads.get(route.url) ?? [];
        // The render keeps a watch session's reads as runs into the session's key list already.
        const inSession = stored?.pages.get(route.url)?.reads === reads || (isReadRuns(reads) && reads.keys === kept?.readKeys?.keys);
        pages.set(route.url, {
          template: route.template,
          output: route.output,
          reads: kept && !inSession ? sessionRuns(reads, (kept.readKeys ??= sessionKeys())) : reads,
          pending: pendingOf.get(route.url) ?? [],
        });
      }
      const build = {
        fingerprint,
        code,
        ...planned,
        content,
        collectionOf: contentCache.collectionOf,
        pages,
        markdown: contentCache.markdown,
        ...(deploy ? { deploy } : {}),
      };
      if (kept && deploy) kept.deploy = deploy;
      // A process that keeps its parsed content needs no stored copy of it; the next process finds the one on disk stale.
      if (kept) kept.build = { ...build, sources: new Map() };
      else {
        await saveBuildCache(dir, { ...build, sources: storedSources(contentCache) }, stored?.loaded);
        const pages = [...rendered.routes.map((route) => route.output), ...(output.alsoStored ?? [])];
        await updatePageStore(dir, output.dir, { fingerprint, previous: output.previous, pages, changed: output.changed });
      }
    },
  };
}

/**
 * What every record's fields may be made from besides its own file: the files that are not
 * records (site.yaml's claims fill records' text). The images a record shows are not here:
 * they count with its own file's hash (`imagesShown`), so a replaced image works out again
 * the fields of the records that show it, not every record's. When this changes, every
 * record's field hashes are worked out again.
 */
function sharedInputsKey(model: Model, hashes: ReadonlyMap<string, string>): string {
  const records = modelRecords(model);
  const hash = createHash('sha1');
  const shared = [...hashes].filter(([file]) => !records.has(file));
  for (const [file, bytes] of shared.sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${file}\0${bytes}\0`);
  return hash.digest('hex');
}

/** Each content file's hash, with the keys of the images its body shows after it. */
function withImages(hashes: Map<string, string>, imagesShown: ReadonlyMap<string, string> | undefined): Map<string, string> {
  if (!imagesShown?.size) return hashes;
  const content = new Map(hashes);
  for (const [file, keys] of imagesShown) if (content.has(file)) content.set(file, `${content.get(file)} ${keys}`);
  return content;
}

/** What this build parsed, for the next to reuse: every file that parsed, under the hash of its bytes now. */
export function storedSources(cache: ContentCache): Map<string, StoredSource> {
  const sources = new Map<string, StoredSource>();
  for (const [file, { hash, result, sha }] of cache.parsed) {
    if (!result.ok || cache.hashes.get(file) !== hash) continue;
    const { body, bodyLine } = result.source;
    const valid = validatedData(result.source);
    sources.set(file, { hash, data: valid ?? result.source.data, body, bodyLine, ...(sha ? { sha } : {}), ...(valid ? { validated: true as const } : {}) });
  }
  return sources;
}
