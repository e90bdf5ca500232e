import { loadSharp } from '../images/imageSettings.ts';
import { cardFaces } from './cardFonts.ts';

/** A glyph as a card needs it: its weight, face (cardFaces), size in pixels and id. */
export interface GlyphWant {
  weight: 400 | 700;
  face: number;
  size: number;
  id: number;
}

/**
 * A glyph's ink: where its top-left pixel sits from its origin on the baseline, its size, and
 * the pixels it covers at all (row << 16 | column, from the top-left) with their
 * coverage (0–255): a glyph's box is half empty, and painting skips the empty half.
 */
export interface GlyphBitmap {
  left: number;
  top: number;
  width: number;
  height: number;
  ink: Int32Array;
  coverage: Uint8Array;
}

/** Every glyph rasterised in this process, by glyphKey; null for a glyph with no ink (a space). */
const bitmaps = new Map<number, GlyphBitmap | null>();

/** A glyph's key as a number (looked up for every glyph painted): weight, face, size and id, each within its bits. */
const glyphKey = (want: GlyphWant) => ((want.weight === 700 ? 8 : 0) + want.face) * 2 ** 32 + want.size * 2 ** 16 + want.id;

/** A glyph rasterGlyphs has rasterised. */
export function glyphBitmap(want: GlyphWant): GlyphBitmap | null {
  const found = bitmaps.get(glyphKey(want));
  if (found === undefined) throw new Error(`glyph ${glyphKey(want)} was not rasterised`);
  return found;
}

/** The widest row of an atlas, in pixels. */
const ATLAS_WIDTH = 1024;

/**
 * Rasterises the glyphs not rasterised yet, each once per process at its size: their outlines
 * (fontkit) in an SVG atlas a size, drawn by the image stage's sharp (librsvg), the atlases
 * side by side. Each glyph sits at a whole pixel with a pixel of margin, so its bitmap is the
 * same whatever else its atlas holds: cards stay byte-identical however they were batched.
 */
export async function rasterGlyphs(wants: Iterable<GlyphWant>): Promise<void> {
  const bySize = new Map<number, Map<number, GlyphWant>>();
  const waits = new Set<Promise<void>>();
  for (const want of wants) {
    const key = glyphKey(want);
    const pending = rastering.get(key);
    if (pending) waits.add(pending);
    else if (!bitmaps.has(key)) bySize.set(want.size, (bySize.get(want.size) ?? new Map<number, GlyphWant>()).set(key, want));
  }
  for (const batch of bySize.values()) {
    const atlas = rasterAtlas([...batch.values()]).finally(() => {
      for (const key of batch.keys()) rastering.delete(key);
    });
    for (const key of batch.keys()) rastering.set(key, atlas);
    waits.add(atlas);
  }
  await Promise.all(waits);
}

/** The atlases being drawn, by the keys of their glyphs: a card that needs one waits for it. */
const rastering = new Map<number, Promise<void>>();

async function rasterAtlas(wants: readonly GlyphWant[]): Promise<void> {
  const cells: { want: GlyphWant; bitmap: Omit<GlyphBitmap, 'coverage' | 'ink'>; x: number; y: number; path: string }[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const want of wants) {
    const font = cardFaces(want.weight)[want.face]!;
    const glyph = font.getGlyph(want.id);
    const { minX, minY, maxX, maxY } = glyph.bbox;
    if (!Number.isFinite(minX) || maxX <= minX) {
      bitmaps.set(glyphKey(want), null);
      continue;
    }
    const scale = want.size / font.unitsPerEm;
    const left = Math.floor(minX * scale) - 1;
    const top = Math.floor(-maxY * scale) - 1;
    const bitmap = { left, top, width: Math.ceil(maxX * scale) + 1 - left, height: Math.ceil(-minY * scale) + 1 - top };
    if (x + bitmap.width > ATLAS_WIDTH) [x, y, rowHeight] = [0, y + rowHeight, 0];
    cells.push({ want, bitmap, x, y, path: `<path transform="translate(${x - left} ${y - top}) scale(${scale} ${-scale})" d="${glyph.path.toSVG()}"/>` });
    x += bitmap.width;
    rowHeight = Math.max(rowHeight, bitmap.height);
  }
  if (cells.length === 0) return;
  const height = y + rowHeight;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ATLAS_WIDTH}" height="${height}"><g fill="#fff">${cells.map((cell) => cell.path).join('')}</g></svg>`;
  const sharp = await loadSharp();
  const alpha = await sharp(Buffer.from(svg)).extractChannel(3).raw().toBuffer();
  for (const { want, bitmap, x: at, y: top } of cells) {
    const ink: number[] = [];
    const coverage: number[] = [];
    for (let row = 0; row < bitmap.height; row++)
      for (let column = 0; column < bitmap.width; column++) {
        const covered = alpha[(top + row) * ATLAS_WIDTH + at + column]!;
        if (covered === 0) continue;
        ink.push((row << 16) | column);
        coverage.push(covered);
      }
    bitmaps.set(glyphKey(want), { ...bitmap, ink: Int32Array.from(ink), coverage: Uint8Array.from(coverage) });
  }
}
