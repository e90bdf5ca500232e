import type { CachedJob } from '../images/imageCache.ts';
import { imageCache } from '../images/imageCache.ts';
import { CARD_SIZE, type CardRef, type CardSpec } from '../metadata/shareCard.ts';

/** The image cache's entry for a card: one output, the card's file. */
export const cardJob = (card: CardRef): CachedJob => ({ key: card.key, outputs: [{ path: card.file, format: 'card', width: CARD_SIZE.width }] });

/**
 * What became of a page's card where the page was rendered, told to the build's thread with the
 * page (drawCards.ts, `add`): found in the image cache, drawn and kept there (the cache file's
 * path), drawn and not kept (its bytes: the cache could not be written), or not drawn, and why;
 * or, for a reused page, kept where it is in the output the build updates (pipeline/renderSite.ts).
 */
export type CardThere = { found: string } | { drawn: string } | { data: Uint8Array } | { error: string; title: string } | { kept: true };

/**
 * A render worker's cards (renderWorker.ts): each page's card is found in the image cache, or
 * drawn and kept there, by the thread that rendered the page, while it holds what the card shows.
 * Drawn there, a large site's cards are drawn on every core as its pages render, and what they
 * show never crosses to the build's thread, nor waits there to be drawn. The drawing's code and
 * fonts are loaded with the first card to draw: a worker whose cards are all in the cache never
 * loads them.
 */
export function cardsThere(at: { dir: string; read: boolean }): (card: CardSpec) => Promise<CardThere> {
  const cache = imageCache(at.dir, at);
  let drawing: Promise<typeof import('./drawCard.ts')> | undefined;
  return async (card) => {
    const job = cardJob(card);
    const found = cache.locate(job)?.get(card.file);
    if (found) return { found };
    const [outcome] = (await (drawing ??= import('./drawCard.ts'))).drawBatch([card]);
    if ('error' in outcome!) return { error: outcome.error, title: card.props.title };
    try {
      return { drawn: cache.writeSync(job, new Map([[card.file, outcome!.data]])).get(card.file)! };
    } catch {
      // Not kept (the cache folder cannot be written): the build's thread puts the bytes in the output.
      return { data: outcome!.data };
    }
  };
}
