import type { Model } from '../../content/model.ts';
import type { PageRoute, RouteTable } from '../../routes/route.ts';
import type { RenderContext } from '../../../templates/context.ts';
import { createReadTracker } from '../../content/trackModelReads.ts';
import { createLinkResolver } from '../../routes/linkResolver.ts';
import { renderPage } from '../renderPage.tsx';
import { createSharedMarkup } from '../sharedMarkup.tsx';
import { searchInput } from '../../search/searchInput.ts';
import { packRecord, type PackedRecord } from '../../search/searchRecords.ts';
import type { CardRef, CardSpec } from '../../metadata/shareCard.ts';
import type { CardThere } from '../../cards/cardsThere.ts';
import { threadReadsOf, type ThreadReads } from '../../content/readRuns.ts';
import { threadId } from 'node:worker_threads';

/** One page as a render thread hands it back: plain data, so it crosses between threads as it is. */
export interface RenderedPage {
  /** Position of the route in the route table. */
  index: number;
  /** The document (as UTF-8 bytes when a worker rendered it); absent when the template threw or a worker wrote the page itself. */
  html?: string | Uint8Array;
  /** True when a worker wrote the page into the output itself (WorkerData's `writeTo`). */
  written?: true;
  /** True when the page has the bytes of its file in the output this one replaces: not written (DirectOutput's `previous`). */
  unchanged?: true;
  /** What the search index holds of the page, for an indexable page (src/search/searchInput.ts), packed to be kept as it is. */
  search?: PackedRecord;
  /** The share card its head names, when it has one (metadata/shareCard.ts): named only when a worker drew or found it (`cardThere`). */
  card?: CardSpec | CardRef;
  /** What became of the card, when the worker that rendered the page saw to it (WorkerData's `cards`). */
  cardThere?: CardThere;
  /** What the page read from the model, when reads are tracked: as runs into its thread's key list (src/content/readRuns.ts). */
  reads?: ThreadReads;
  /** Paths it links to that no built page answers (rendered as plain text). */
  pending: string[];
  /** The template's error, when it threw. */
  error?: { message: string; stack?: string };
}

/**
 * Renders pages one at a time, recording what each reads and which of its links wait for an
 * unbuilt page. The build's own thread and every render worker use this, so a page comes out
 * the same wherever it was rendered.
 */
export function createPageRenderer(model: Model, routes: RouteTable, assets: RenderContext['assets'], track: boolean): (index: number) => RenderedPage {
  let pending: string[] = [];
  const links = createLinkResolver(routes, (path) => pending.push(path));
  const tracker = track ? createReadTracker(model) : undefined;
  const handOver = threadReadsOf(threadId);
  const shared = createSharedMarkup({ model: tracker?.model ?? model, assets, links, tracker });
  // A site without search indexes nothing: no page needs its words read.
  const searched = model.site.search !== undefined;
  return (index) => {
    const route: PageRoute = routes.pages[index]!;
    pending = [];
    try {
      if (!tracker) return withSearch(route, { index, ...renderPage({ model, route, assets, links, shared }), pending }, searched);
      const { value, reads } = tracker.track(() => renderPage({ model: tracker.model, route, assets, links, shared }));
      return withSearch(route, { index, ...value, reads: handOver(reads), pending }, searched);
    } catch (error) {
      return {
        index,
        pending,
        error: error instanceof Error ? { message: error.message, ...(error.stack ? { stack: error.stack } : {}) } : { message: String(error) },
      };
    }
  };
}

/**
 * The page with its search input, made here from the document while the thread that rendered
 * it holds it (a worker writes its pages itself): the search index's one reading of a page.
 */
function withSearch(route: PageRoute, page: RenderedPage & { html: string }, searched: boolean): RenderedPage {
  if (!searched || !route.indexable) return page;
  return { ...page, search: packRecord(searchInput(page.html, { kind: route.template, county: 'county' in route ? route.county : undefined })) };
}
