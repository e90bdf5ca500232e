import type { Model } from '../content/model.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PageRoute, RouteTable } from '../routes/route.ts';
import type { RenderContext } from '../../templates/context.ts';
import { createLinkResolver, type LinkResolver } from '../routes/linkResolver.ts';
import { createPageRenderer, type RenderedPage } from './parallel/pageRenderer.ts';
import { renderInParallel, workerCount, type WorkerData } from './parallel/renderWorkers.ts';
import { groupTemplateFailures, type TemplateFailure } from './templateFailures.ts';
import { SearchRecords } from '../search/searchRecords.ts';
import { MemoryFrames, type Frames } from '../search/frames.ts';
import type { CardRef, CardSpec } from '../metadata/shareCard.ts';
import type { CardThere } from '../cards/cardsThere.ts';
import { intoSession, sessionKeys, type SessionKeys } from '../content/readRuns.ts';

export interface RenderResult {
  pages: number;
  /** Pages carried over from the last build instead of rendered. */
  reused: number;
  /** URLs of the pages rendered this time, in route order. */
  renderedUrls: string[];
  links: LinkResolver;
  diagnostics: Diagnostic[];
  /** Page URL → what it read from the model (with `track`), for the build cache. */
  reads: Map<string, Iterable<string>>;
  /** The routes rendered, in order. */
  routes: readonly PageRoute[];
  /** Worker threads that rendered pages beside the build's own thread. */
  workers: number;
  /** The search record of each indexable page rendered this time, by URL (reused pages keep theirs in the search cache). */
  search: SearchRecords;
  /** Page URL → the hash of the share card its head names (CardRef's `key`), or null for a page without one: every page, rendered or reused. */
  cards: Map<string, string | null>;
}

export interface RenderOptions {
  verbose: boolean;
  /** Where the site's code is, so a template that throws is reported at its own file and line. */
  code?: { root: string; templatesDir: string };
  /** The page's document: a string, or UTF-8 bytes when a render worker made it. */
  onPage: (route: PageRoute, html: string | Uint8Array) => Promise<void>;
  /** Record what each page reads, so the next build can tell which pages an edit touches. */
  track?: boolean;
  /** The key list the pages' reads are kept as runs into: a watch session's, kept between its builds; by default one for this render. */
  readKeys?: SessionKeys;
  /** Carries an unchanged page over from the last build; returns its reads and pending links, or undefined to render it. Synchronous: it is asked for every page. */
  reuse?: (route: PageRoute) => { reads: Iterable<string>; pending: readonly string[]; card: string | null } | undefined;
  /**
   * Told the share card of each page rendered, as soon as it is (reused pages' cards are already
   * drawn), with what became of it when the worker that rendered the page saw to it (`cardCache`).
   */
  onCard?: (card: CardSpec | CardRef | null, there?: CardThere) => void;
  /** The image cache, for render workers to find or draw each page's card in (cards/cardsThere.ts). */
  cardCache?: { dir: string; read: boolean };
  /** Where the rendered pages' search records are kept (src/search/frames.ts): in memory unless given. */
  searchFrames?: Frames;
  /** Called after every page, rendered or reused. */
  onProgress?: (done: number, total: number) => void;
  /** Worker threads to render with besides this one; by default one per spare core once there are enough pages. */
  workers?: number;
  /** The workers render every page, this thread none; by default past WORKERS_ONLY_PAGES (renderWorkers.ts). */
  workersOnly?: boolean;
  /**
   * A folder of the output that workers may write their pages into themselves instead of
   * sending them to `onPage`; `wrote` is told each page they wrote (the output sink's `direct`).
   */
  direct?: { dir: string; wrote(output: string): void; previous?: string; unchanged?(output: string): void };
}

/** The indexes of the pages to render; each page the cache keeps goes to `keep` instead, in route order. */
function toRender(
  routes: RouteTable,
  reuse: RenderOptions['reuse'],
  keep: (index: number, kept: NonNullable<ReturnType<NonNullable<RenderOptions['reuse']>>>) => void,
): number[] {
  const queue: number[] = [];
  routes.pages.forEach((route, index) => {
    const kept = reuse?.(route);
    if (kept) keep(index, kept);
    else queue.push(index);
  });
  return queue;
}

/**
 * Every page route → a complete HTML document, handed to `onPage` as soon as it is made, so
 * the build never holds the whole site in memory. Pages the build cache can carry over are
 * kept; the rest render here and, when there are enough of them, on worker threads too. A
 * template that throws is reported at its own file and line, once for all the pages it failed
 * on (templateFailures.ts); the other pages still render, so one run shows every failure.
 */
export async function renderPages(model: Model, routes: RouteTable, assets: RenderContext['assets'], options: RenderOptions): Promise<RenderResult> {
  const links = createLinkResolver(routes);
  const total = routes.pages.length;
  const reads = new Map<number, Iterable<string>>();
  const cards = new Map<number, string | null>();
  const failures: (TemplateFailure & { index: number })[] = [];
  const rendered: number[] = [];
  const search = new SearchRecords();
  const searchFrames = options.searchFrames ?? new MemoryFrames();
  let done = 0;
  let reused = 0;

  const queue = toRender(routes, options.reuse, (index, kept) => {
    kept.pending.forEach((path) => links.markPending(path, routes.pages[index]!.url));
    reads.set(index, kept.reads);
    cards.set(index, kept.card);
    options.onProgress?.(++done, total);
    reused++;
  });

  // Each page's reads as runs into one list of the keys, each key's string kept once (src/content/readRuns.ts).
  const inOneList = intoSession(options.readKeys ?? sessionKeys());
  const deliver = async (page: RenderedPage) => {
    const route = routes.pages[page.index]!;
    page.pending.forEach((path) => links.markPending(path, route.url));
    if (page.error) {
      failures.push({ index: page.index, route, error: page.error });
      return;
    }
    if (page.reads) reads.set(page.index, inOneList(page.reads));
    if (page.search) search.put(route.url, page.search, searchFrames);
    // Kept by its hash alone: what a card shows is the drawer's until it is drawn (cards/drawCards.ts).
    cards.set(page.index, page.card?.key ?? null);
    options.onCard?.(page.card ?? null, page.cardThere);
    // After a failure, pages are still rendered to find every error, but no longer kept.
    if (failures.length === 0) {
      if (page.written) options.direct?.wrote(route.output);
      else if (page.unchanged) options.direct?.unchanged?.(route.output);
      else await options.onPage(route, page.html!);
    }
    rendered.push(page.index);
    options.onProgress?.(++done, total);
  };

  const track = options.track ?? false;
  const workers = options.workers ?? workerCount(queue.length);
  const data = workerData(model, routes, assets, track, options);
  const helped = await renderInParallel(queue, workers, data, createPageRenderer(model, routes, assets, track), deliver, options.workersOnly);

  // Pages finish in any order across threads; the results are in route order, as from one thread.
  const byRoute = (a: number, b: number) => a - b;
  return {
    pages: reused + rendered.length,
    reused,
    renderedUrls: rendered.sort(byRoute).map((index) => routes.pages[index]!.url),
    links,
    diagnostics: groupTemplateFailures(
      failures.sort((a, b) => a.index - b.index),
      options.code,
      options.verbose,
    ),
    reads: inRouteOrder(reads, routes.pages),
    cards: inRouteOrder(cards, routes.pages),
    routes: routes.pages,
    workers: helped,
    search,
  };
}

/** What each render worker starts from: the model (but `locate`, which cannot cross threads), the routes, and where it may write its pages and cards. */
function workerData(model: Model, routes: RouteTable, assets: RenderContext['assets'], track: boolean, options: RenderOptions): WorkerData {
  const { locate: _locate, ...copyable } = model;
  const { direct, cardCache } = options;
  return {
    model: copyable,
    routes,
    assets,
    track,
    ...(cardCache ? { cards: cardCache } : {}),
    ...(direct ? { writeTo: direct.dir, ...(direct.previous ? { previous: direct.previous } : {}) } : {}),
  };
}

/** Each page's reads (or card) by URL, in route order (pages finish in any order across threads). */
function inRouteOrder<T>(reads: ReadonlyMap<number, T>, pages: readonly PageRoute[]): Map<string, T> {
  const ordered = new Map<string, T>();
  pages.forEach((page, index) => {
    const read = reads.get(index);
    if (read !== undefined) ordered.set(page.url, read);
  });
  return ordered;
}
