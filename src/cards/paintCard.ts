import type { SetCard } from './setCard.ts';
import { glyphBitmap, type GlyphBitmap } from './glyphAtlas.ts';

/**
 * A card in palette colours, as a PNG holds it: each row a filter byte (0: none) then a byte
 * a pixel, an index into `palette` (0xrrggbb). A card has a few flat colours and the edges of
 * its text between them, so every colour it needs fits a palette of 256 and the file is a
 * third the size of a full-colour one, and quicker to compress.
 */
export interface IndexedImage {
  width: number;
  height: number;
  rows: Uint8Array;
  palette: number[];
}

/**
 * How many steps of coverage an edge is drawn in: 32 between a text's colour and what is under
 * it, which the eye does not tell from 256 at these sizes, and which keeps a card's colours
 * (five flat ones, six pairs of them) within a palette.
 */
const STEPS = 32;
const STEP_OF = Uint8Array.from({ length: 256 }, (_, coverage) => Math.round((coverage * STEPS) / 255));

/**
 * The mix tables of the card being painted, one a text colour, emptied for each card rather
 * than made afresh: 17 KB each, a card's worth was most of the garbage drawing made.
 */
const MIX_TABLES: Int16Array[] = [];

/** Paints a set card (setCard.ts): boxes, then the pill's capsule, then the glyphs, each over what is under it. */
export function paintCard(card: SetCard, width: number, height: number, into?: Uint8Array): IndexedImage {
  const rows = into?.length === (width + 1) * height ? into.fill(0) : new Uint8Array((width + 1) * height);
  const image: IndexedImage = { width, height, rows, palette: [] };
  const colours = new Map<number, number>();
  const indexOf = (rgb: number) => {
    let index = colours.get(rgb);
    if (index === undefined) {
      index = image.palette.length < 256 ? image.palette.push(rgb) - 1 : nearest(image.palette, rgb);
      colours.set(rgb, index);
    }
    return index;
  };
  const mixes = new Map<number, Int16Array>();
  /** Colour `over` covering each palette colour by each step of STEPS (under * (STEPS + 1) + step → its palette index; -1: not found yet). */
  const mixesOver = (over: number) => {
    let found = mixes.get(over);
    if (!found) mixes.set(over, (found = (MIX_TABLES[mixes.size] ??= new Int16Array(256 * (STEPS + 1))).fill(-1)));
    return found;
  };
  const mix = (under: number, over: number, step: number) => indexOf(blend(image.palette[under]!, image.palette[over]!, step / STEPS));
  const stride = width + 1;
  for (const box of card.boxes) {
    const index = indexOf(rgbOf(box.colour));
    for (let y = Math.max(0, box.y); y < Math.min(height, box.y + box.height); y++)
      rows.fill(index, y * stride + 1 + Math.max(0, box.x), y * stride + 1 + Math.min(width, box.x + box.width));
  }
  if (card.pill) {
    const over = indexOf(rgbOf(card.pill.colour));
    const { bitmap, at } = capsule(card.pill);
    stamp(image, bitmap, at, mixesOver(over), (under, step) => mix(under, over, step));
  }
  for (const glyph of card.glyphs) {
    const bitmap = glyphBitmap(glyph);
    if (!bitmap) continue;
    const over = indexOf(rgbOf(glyph.colour));
    stamp(image, bitmap, { x: glyph.x + bitmap.left, y: glyph.y + bitmap.top }, mixesOver(over), (under, step) => mix(under, over, step));
  }
  return image;
}

/**
 * A glyph's ink over the image at `at` (its top-left pixel): each pixel it covers becomes the
 * palette colour of its colour over what is there by its step of cover, from `table` (found
 * by `mix` the first time). Its own function, on plain arguments, so the loop that runs for
 * every pixel of every glyph stays simple for the compiler.
 */
function stamp(image: IndexedImage, bitmap: GlyphBitmap, at: { x: number; y: number }, table: Int16Array, mix: (under: number, step: number) => number): void {
  const { rows, width, height } = image;
  const { ink, coverage } = bitmap;
  const stride = width + 1;
  const inside = at.x >= 0 && at.y >= 0 && at.x + bitmap.width <= width && at.y + bitmap.height <= height;
  for (let pixel = 0; pixel < ink.length; pixel++) {
    const step = STEP_OF[coverage[pixel]!]!;
    const x = at.x + (ink[pixel]! & 0xffff);
    const y = at.y + (ink[pixel]! >> 16);
    if (step === 0 || (!inside && (x < 0 || y < 0 || x >= width || y >= height))) continue;
    const offset = y * stride + 1 + x;
    const key = rows[offset]! * (STEPS + 1) + step;
    const found = table[key]!;
    rows[offset] = found >= 0 ? found : (table[key] = mix(rows[offset]!, step));
  }
}

/**
 * A capsule (a box whose ends are half circles) as a glyph-like bitmap, its edge antialiased
 * by each pixel centre's distance from it; kept by its geometry, which a price's figure
 * repeats from card to card.
 */
function capsule(pill: NonNullable<SetCard['pill']>): { bitmap: GlyphBitmap; at: { x: number; y: number } } {
  const at = { x: Math.floor(pill.x), y: Math.floor(pill.y) };
  const key = [pill.x, pill.y, pill.width, pill.height].join(' ');
  let bitmap = capsules.get(key);
  if (!bitmap) {
    const [width, height] = [Math.ceil(pill.x + pill.width) - at.x, Math.ceil(pill.y + pill.height) - at.y];
    const radius = pill.height / 2;
    const ink: number[] = [];
    const coverage: number[] = [];
    for (let row = 0; row < height; row++)
      for (let column = 0; column < width; column++) {
        const [cx, cy] = [at.x + column + 0.5, at.y + row + 0.5];
        const dx = Math.max(pill.x + radius - cx, 0, cx - (pill.x + pill.width - radius));
        const dy = cy - (pill.y + radius);
        const covered = Math.round(Math.min(1, Math.max(0, radius + 0.5 - Math.sqrt(dx * dx + dy * dy))) * 255);
        if (covered === 0) continue;
        ink.push((row << 16) | column);
        coverage.push(covered);
      }
    bitmap = { left: 0, top: 0, width, height, ink: Int32Array.from(ink), coverage: Uint8Array.from(coverage) };
    capsules.set(key, bitmap);
  }
  return { bitmap, at };
}

const capsules = new Map<string, GlyphBitmap>();

function rgbOf(colour: string): number {
  return Number.parseInt(colour.slice(1), 16);
}

/** `over` at `share` over `under`, channel by channel, as a browser blends in sRGB. */
function blend(under: number, over: number, share: number): number {
  let rgb = 0;
  for (const shift of [16, 8, 0]) {
    const a = (under >> shift) & 255;
    const b = (over >> shift) & 255;
    rgb |= Math.round(a + (b - a) * share) << shift;
  }
  return rgb;
}

/** The palette's colour nearest `rgb`: a card that somehow needs more than 256 takes the closest. */
function nearest(palette: readonly number[], rgb: number): number {
  let best = 0;
  let distance = Infinity;
  palette.forEach((colour, index) => {
    const d = [16, 8, 0].reduce((sum, shift) => sum + (((colour >> shift) & 255) - ((rgb >> shift) & 255)) ** 2, 0);
    if (d < distance) [best, distance] = [index, d];
  });
  return best;
}
