import { CARD } from '../../templates/cards/shareCard.ts';
import type { CardProps, CardSpec } from '../metadata/shareCard.ts';
import { encodePng } from './encodePng.ts';
import { rasterGlyphs } from './glyphAtlas.ts';
import { paintCard, type IndexedImage } from './paintCard.ts';
import { setCard, type SetCard } from './setCard.ts';
import { cardFaces } from './cardFonts.ts';
import { loadSharp } from '../images/imageSettings.ts';

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

/**
 * A set card's PNG, painted (about 0.7 ms) and compressed (about 0.8 ms) on this thread, the
 * calling one: a card worker's, or the build's once its pages are written (drawCards.ts).
 * Painted over the last card's pixels: 750 KB, and a fresh buffer a card cost more than the
 * painting (the memory's first touch, and the garbage collector).
 */
export function drawSetCard(card: SetCard): Buffer {
  const image = paintCard(card, CARD.width, CARD.height, pixels);
  pixels = image.rows;
  return encodePng(image);
}

let pixels: Uint8Array | undefined;

/** A card's PNG, or why it could not be drawn. */
export type DrawnCard = { data: Uint8Array } | { error: string };

/** A batch of cards, set together (one atlas a size for their new glyphs), then drawn one after another. */
export async function drawBatch(cards: readonly CardSpec[]): Promise<DrawnCard[]> {
  const set = await setCards(cards.map((card) => card.props));
  return set.map((card) => {
    try {
      return { data: drawSetCard(card) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  });
}

/** Loads what drawing needs before the first card comes: the fonts, and sharp for the glyph atlases. */
export async function warmUp(): Promise<void> {
  cardFaces(400);
  cardFaces(700);
  await loadSharp();
}

/** A card's PNG. */
export async function drawCard(props: CardProps): Promise<Buffer> {
  const [set] = await setCards([props]);
  return drawSetCard(set!);
}
