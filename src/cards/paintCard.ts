import type { SetCard } from './setCard.ts';
import { glyphBitmap, inkOf, STEPS, type GlyphBitmap } from './glyphBitmaps.ts';

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
  for (const box of card.boxes) fillBox(rows, { width, height }, box, indexOf(rgbOf(box.colour)));
  if (card.pill) {
    const over = indexOf(rgbOf(card.pill.colour));
    const { bitmap, at } = capsule(card.pill, width + 1);
    stamp(image, bitmap, at, over, mixesOver(over), (under, step) => mix(under, over, step));
  }
  for (const glyph of card.glyphs) {
    const bitmap = glyphBitmap(glyph, stride, STEP_OF);
    if (!bitmap) continue;
    const over = indexOf(rgbOf(glyph.colour));
    stamp(image, bitmap, { x: glyph.x + bitmap.left, y: glyph.y + bitmap.top }, over, mixesOver(over), (under, step) => mix(under, over, step));
  }
  return image;
}

/**
 * A box in one colour. A box as wide as the card (a card's background and bands) is one run
 * of bytes from its first row to its last, filled at once, its rows' filter bytes (0) put back
 * after: a fill a row cost more than the bytes it wrote.
 */
function fillBox(rows: Uint8Array, size: { width: number; height: number }, box: SetCard['boxes'][number], index: number): void {
  const stride = size.width + 1;
  const [top, bottom] = [Math.max(0, box.y), Math.min(size.height, box.y + box.height)];
  if (box.x <= 0 && box.x + box.width >= size.width) {
    rows.fill(index, top * stride, bottom * stride);
    for (let y = top; y < bottom; y++) rows[y * stride] = 0;
    return;
  }
  for (let y = top; y < bottom; y++) rows.fill(index, y * stride + 1 + Math.max(0, box.x), y * stride + 1 + Math.min(size.width, box.x + box.width));
}

/**
 * A glyph's ink over the image at `at` (its top-left pixel): each pixel it covers wholly becomes
 * `over`, its colour; each it covers in part, the palette colour of its colour over what is
 * there by its step of cover, from `table` (found by `mix` the first time). Its own function,
 * on plain arguments, so the loops that run for every pixel of every glyph stay simple for the
 * compiler: a glyph inside the card (all of them, on a card whose text fits) is its offsets
 * added to one, nothing else computed.
 */
function stamp(
  image: IndexedImage,
  bitmap: GlyphBitmap,
  at: { x: number; y: number },
  over: number,
  table: Int16Array,
  mix: (under: number, step: number) => number,
): void {
  const { rows, width, height } = image;
  const { ink, steps, solid } = bitmap;
  const stride = width + 1;
  const origin = at.y * stride + 1 + at.x;
  const outside = (pixel: number) => {
    const [x, y] = [at.x + (pixel % stride), at.y + Math.floor(pixel / stride)];
    return x < 0 || y < 0 || x >= width || y >= height;
  };
  const inside = at.x >= 0 && at.y >= 0 && at.x + bitmap.width <= width && at.y + bitmap.height <= height;
  for (let pixel = 0; pixel < solid.length; pixel++) if (inside || !outside(solid[pixel]!)) rows[origin + solid[pixel]!] = over;
  for (let pixel = 0; pixel < ink.length; pixel++) {
    if (!inside && outside(ink[pixel]!)) continue;
    const offset = origin + ink[pixel]!;
    const key = rows[offset]! * (STEPS + 1) + steps[pixel]!;
    const found = table[key]!;
    rows[offset] = found >= 0 ? found : (table[key] = mix(rows[offset]!, steps[pixel]!));
  }
}

/**
 * A capsule (a box whose ends are half circles) as a glyph-like bitmap, its edge antialiased
 * by each pixel centre's distance from it; kept by its geometry, which a price's figure
 * repeats from card to card.
 */
function capsule(pill: NonNullable<SetCard['pill']>, stride: number): { bitmap: GlyphBitmap; at: { x: number; y: number } } {
  const at = { x: Math.floor(pill.x), y: Math.floor(pill.y) };
  const key = [pill.x, pill.y, pill.width, pill.height].join(' ');
  let bitmap = capsules.get(key);
  if (!bitmap) {
    const [width, height] = [Math.ceil(pill.x + pill.width) - at.x, Math.ceil(pill.y + pill.height) - at.y];
    const radius = pill.height / 2;
    const pixels: { offset: number; step: number }[] = [];
    for (let row = 0; row < height; row++)
      for (let column = 0; column < width; column++) {
        const [cx, cy] = [at.x + column + 0.5, at.y + row + 0.5];
        const dx = Math.max(pill.x + radius - cx, 0, cx - (pill.x + pill.width - radius));
        const dy = cy - (pill.y + radius);
        const covered = STEP_OF[Math.round(Math.min(1, Math.max(0, radius + 0.5 - Math.sqrt(dx * dx + dy * dy))) * 255)]!;
        if (covered > 0) pixels.push({ offset: row * stride + column, step: covered });
      }
    bitmap = { left: 0, top: 0, width, height, ...inkOf(pixels) };
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
