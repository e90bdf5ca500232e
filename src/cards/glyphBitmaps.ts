import { cardFaces } from './cardFonts.ts';
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
 * the pixels it covers at all, as offsets into a card's rows (row × (card width + 1) + column,
 * from the top-left) with their coverage in the painter's steps (paintCard.ts): a glyph's box
 * is half empty, and painting skips the empty half.
 */
export interface GlyphBitmap {
  left: number;
  top: number;
  width: number;
  height: number;
  ink: Int32Array;
  steps: Uint8Array;
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
  const ink: number[] = [];
  const steps: number[] = [];
  for (let row = 0; row < box.height; row++)
    for (let column = 0; column < box.width; column++) {
      const covered = step[coverage[row * box.width + column]!]!;
      if (covered === 0) continue;
      ink.push(row * stride + column);
      steps.push(covered);
    }
  return { ...box, ink: Int32Array.from(ink), steps: Uint8Array.from(steps) };
}
