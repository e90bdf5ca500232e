import { CARD } from '../../templates/cards/shareCard.ts';
import type { CardProps } from '../metadata/shareCard.ts';
import { encodePng } from './encodePng.ts';
import { rasterGlyphs } from './glyphAtlas.ts';
import { paintCard, type IndexedImage } from './paintCard.ts';
import { setCard, type SetCard } from './setCard.ts';

export { CARD_ENCODER } from './encodePng.ts';

/**
 * Sets these cards and rasterises every glyph they use that this process has not (glyphAtlas.ts):
 * one atlas a size for all of them, rather than one per card.
 */
export async function setCards(cards: readonly CardProps[]): Promise<SetCard[]> {
  const set = cards.map(setCard);
  await rasterGlyphs(set.flatMap((card) => card.glyphs));
  return set;
}

/** A card's pixels, in palette colours (paintCard.ts). */
export async function cardPixels(props: CardProps): Promise<IndexedImage> {
  const [set] = await setCards([props]);
  return paintCard(set!, CARD.width, CARD.height);
}

/** A set card's PNG: painted on this thread (about a millisecond), compressed on zlib's thread pool. */
export async function drawSetCard(card: SetCard): Promise<Buffer> {
  const image = paintCard(card, CARD.width, CARD.height, spare.pop());
  try {
    return await encodePng(image);
  } finally {
    if (spare.length < SPARE_MAX) spare.push(image.rows);
  }
}

/**
 * Pixel buffers of cards already compressed, painted over by the next: 750 KB each, and a
 * fresh one a card kept the garbage collector busy. As many as a build has in flight.
 */
const spare: Uint8Array[] = [];
const SPARE_MAX = 32;

/** A card's PNG. */
export async function drawCard(props: CardProps): Promise<Buffer> {
  const [set] = await setCards([props]);
  return drawSetCard(set!);
}
