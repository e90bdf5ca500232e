import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { CachedJob, ImageCache } from '../images/imageCache.ts';
import { encodePool } from '../images/processImages.ts';
import type { ProcessedImages } from '../images/processImages.ts';
import { CARD_SIZE, type CardSpec } from '../metadata/shareCard.ts';
import { drawCard, drawSetCard, setCards } from './drawCard.ts';

/** The cards' files, as the image stage gives its own, and the cache entries they are kept in. */
export interface DrawnCards extends ProcessedImages {
  jobs: CachedJob[];
}

/**
 * Every card the pages name, each once: from the image cache when it holds it (a card's name is
 * the hash of what it is drawn from, so a cached card is the card), else drawn and cached. Drawn
 * on the image stage's one bounded pool (src/images/processImages.ts, `encodePool`): the cards'
 * glyphs are rasterised first, once for all of them (glyphAtlas.ts), then each card is painted
 * on this thread and compressed on zlib's threads (drawCard.ts), cards and images side by side.
 */
export async function drawCards(cards: Iterable<CardSpec>, cache: ImageCache | undefined): Promise<DrawnCards> {
  const unique = new Map<string, CardSpec>();
  for (const card of cards) unique.set(card.file, card);
  const result: DrawnCards = { files: [], cached: [], processed: 0, reused: 0, diagnostics: [], jobs: [] };
  const { limit } = encodePool();
  const toDraw: { card: CardSpec; job: CachedJob }[] = [];
  for (const card of unique.values()) {
    const job: CachedJob = { key: card.key, outputs: [{ path: card.file, format: 'card', width: CARD_SIZE.width }] };
    result.jobs.push(job);
    const kept = cache?.locate(job);
    if (!kept) toDraw.push({ card, job });
    else {
      result.reused++;
      for (const [path, from] of kept) result.cached.push({ path, from });
    }
  }
  const fresh = toDraw.filter(({ card }) => !drawnHere.has(card.key));
  const set = new Map((await setCards(fresh.map(({ card }) => card.props)).catch(() => [])).map((laid, index) => [fresh[index]!.card.key, laid]));
  // Cards are drawn in batches, a slot of the pool a batch: this thread paints a batch's cards
  // one after another while zlib's threads compress the ones before, so both cores work. They
  // are kept in the cache once all are drawn: file writes share zlib's threads, and
  // compressing waited behind them.
  const drawn: { card: CardSpec; job: CachedJob; data: Buffer }[] = [];
  await Promise.all(
    batches(toDraw, CARDS_A_BATCH).map((batch) =>
      limit(() =>
        Promise.all(
          batch.map(async ({ card, job }) => {
            try {
              const laid = set.get(card.key);
              const data = drawnHere.get(card.key) ?? (await (laid ? drawSetCard(laid) : drawCard(card.props)));
              remember(card.key, data);
              drawn.push({ card, job, data });
            } catch (error) {
              result.diagnostics.push(failed(card, error));
            }
          }),
        ),
      ),
    ),
  );
  result.processed = drawn.length;
  // Kept in the cache, a card is put in the output from it, a link rather than a second copy
  // (siteImages.ts, placeCached); without a cache, or where keeping failed, its bytes are written.
  await Promise.all(
    drawn.map(async ({ card, job, data }) => {
      const kept = await cache?.write(job, new Map([[card.file, data]])).catch(() => undefined);
      const from = kept?.get(card.file);
      if (from) result.cached.push({ path: card.file, from });
      else result.files.push({ path: card.file, data });
    }),
  );
  // Drawn side by side, finished in any order: listed by name, so the output's listing is the same every build.
  result.files.sort((a, b) => (a.path < b.path ? -1 : 1));
  result.cached.sort((a, b) => (a.path < b.path ? -1 : 1));
  return result;
}

/**
 * The cards this process drew last, by key: a watch session, or a process that builds several
 * sites from the same content, draws each card once even when a build has no cache to keep it
 * in. Bounded, oldest out first: about 60 KB a card.
 */
const drawnHere = new Map<string, Buffer>();
const DRAWN_HERE_MAX = 2000;

function remember(key: string, data: Buffer): void {
  drawnHere.delete(key);
  drawnHere.set(key, data);
  if (drawnHere.size > DRAWN_HERE_MAX) drawnHere.delete(drawnHere.keys().next().value!);
}

/** Cards a slot of the pool draws at once: enough to keep zlib's threads busy while this one paints, about 12 MB of pixels. */
const CARDS_A_BATCH = 16;

function batches<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

function failed(card: CardSpec, error: unknown): Diagnostic {
  const why = error instanceof Error ? error.message : String(error);
  return problem(
    'image/card-failed',
    { file: 'templates/cards/shareCard.ts', line: 1, column: 1 },
    { message: `The share card "${card.props.title}" could not be drawn: ${why}` },
  );
}
