import { CARD } from '../../templates/cards/shareCard.ts';
import type { CardProps, CardSpec } from '../metadata/shareCard.ts';
import { encodePng } from './encodePng.ts';
import { paintCard, type IndexedImage } from './paintCard.ts';
import { setCard } from './setCard.ts';

/** A card's pixels, in palette colours (paintCard.ts). */
export function cardPixels(props: CardProps): IndexedImage {
  return paintCard(setCard(props), CARD.width, CARD.height);
}

/**
 * A card's PNG: set, painted and compressed on the calling thread, the build's
 * (drawCards.ts). Painted over the last card's pixels: 750 KB, and a fresh buffer a card cost
 * more than the painting (the memory's first touch, and the garbage collector).
 */
export function drawCard(props: CardProps): Buffer {
  const image = paintCard(setCard(props), CARD.width, CARD.height, pixels);
  pixels = image.rows;
  return encodePng(image);
}

let pixels: Uint8Array | undefined;

/** A card's PNG, or why it could not be drawn. */
export type DrawnCard = { data: Buffer } | { error: string };

/** Cards drawn one after another; one that fails says why, and the others are drawn. */
export function drawBatch(cards: readonly CardSpec[]): DrawnCard[] {
  return cards.map((card) => {
    try {
      return { data: drawCard(card.props) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  });
}
