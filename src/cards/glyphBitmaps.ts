import { cardFaces } from './cardFaces.ts';
import { rasterise } from './rasterise.ts';

/** A glyph as a card needs it: its weight, face (cardFaces), size in pixels and id. */
export interface GlyphWant {
  weight: 400 | 700;
  face: number;
  size: number;
  id: number;
}

/**
 * A glyph's ink: where its top-left pixel sits from its origin on the baseline, its size, and
 * the pixels it covers, as offsets into a card's rows (row × (card width + 1) + column, from
 * the top-left): those it covers wholly (`solid`, most of a large glyph's), which painting
 * sets to the text's colour, and those it covers in part (`ink`) with their cover in the
 * painter's steps (paintCard.ts). A glyph's box is half empty, and painting skips that half.
 */
export interface GlyphBitmap {
  left: number;
  top: number;
  width: number;
  height: number;
  solid: Int32Array;
  ink: Int32Array;
  steps: Uint8Array;
}

/**
 * How many steps of coverage an edge is drawn in: 32 between a text's colour and what is under
 * it, which the eye does not tell from 256 at these sizes, and which keeps a card's colours
 * (five flat ones, six pairs of them) within a palette (paintCard.ts). A pixel at the last step
 * is covered wholly.
 */
export const STEPS = 32;

/** A bitmap's pixels, by offset and step of cover, as GlyphBitmap holds them. */
export function inkOf(pixels: readonly { offset: number; step: number }[]): Pick<GlyphBitmap, 'solid' | 'ink' | 'steps'> {
  const partial = pixels.filter((pixel) => pixel.step < STEPS);
  return {
    solid: Int32Array.from(pixels.filter((pixel) => pixel.step >= STEPS).map((pixel) => pixel.offset)),
    ink: Int32Array.from(partial.map((pixel) => pixel.offset)),
    steps: Uint8Array.from(partial.map((pixel) => pixel.step)),
  };
}

/** Every glyph rasterised in this process, by glyphKey; null for a glyph with no ink (a space). */
const bitmaps = new Map<number, GlyphBitmap | null>();

/** A glyph's key as a number (looked up for every glyph painted): weight, face, size and id, each within its bits. */
const glyphKey = (want: GlyphWant) => ((want.weight === 700 ? 8 : 0) + want.face) * 2 ** 32 + want.size * 2 ** 16 + want.id;

/**
 * A glyph's bitmap, rasterised the first time this process asks for it at its size, from its
 * outline (fontkit) by rasterise.ts; each sits at a whole pixel with a pixel of margin, so a
 * glyph is the same bytes on every card. `stride` is the row length of the image it is
 * painted into and `step` maps coverage (0–255) to the painter's steps.
 */
export function glyphBitmap(want: GlyphWant, stride: number, step: Uint8Array): GlyphBitmap | null {
  const key = glyphKey(want);
  let found = bitmaps.get(key);
  if (found === undefined) bitmaps.set(key, (found = rasterGlyph(want, stride, step)));
  return found;
}

function rasterGlyph(want: GlyphWant, stride: number, step: Uint8Array): GlyphBitmap | null {
  const font = cardFaces(want.weight)[want.face]!;
  const glyph = font.getGlyph(want.id);
  const { minX, minY, maxX, maxY } = glyph.bbox;
  if (!Number.isFinite(minX) || maxX <= minX) return null;
  const scale = want.size / font.unitsPerEm;
  const left = Math.floor(minX * scale) - 1;
  const top = Math.floor(-maxY * scale) - 1;
  const box = { left, top, width: Math.ceil(maxX * scale) + 1 - left, height: Math.ceil(-minY * scale) + 1 - top };
  const coverage = rasterise(glyph.path.commands, { scale, ...box });
  const pixels: { offset: number; step: number }[] = [];
  for (let row = 0; row < box.height; row++)
    for (let column = 0; column < box.width; column++) {
      const covered = step[coverage[row * box.width + column]!]!;
      if (covered > 0) pixels.push({ offset: row * stride + column, step: covered });
    }
  return { ...box, ...inkOf(pixels) };
}
