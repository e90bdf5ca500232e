import type { SetCard } from './setCard.ts';
import { glyphBitmap } from './glyphAtlas.ts';

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
  /** The palette index of colour `over` covering `under` by each step of STEPS, found when first needed (-1: not yet). */
  const mixesOf = (under: number, over: number) => {
    let found = mixes.get(under * 256 + over);
    if (!found) mixes.set(under * 256 + over, (found = new Int16Array(STEPS + 1).fill(-1)));
    return found;
  };
  const stride = width + 1;
  const mixed = (under: number, over: number, step: number, steps = mixesOf(under, over)) => {
    const found = steps[step]!;
    return found >= 0 ? found : (steps[step] = indexOf(mix(image.palette[under]!, image.palette[over]!, step / STEPS)));
  };
  for (const box of card.boxes) {
    const index = indexOf(rgbOf(box.colour));
    for (let y = Math.max(0, box.y); y < Math.min(height, box.y + box.height); y++)
      rows.fill(index, y * stride + 1 + Math.max(0, box.x), y * stride + 1 + Math.min(width, box.x + box.width));
  }
  if (card.pill) {
    const over = indexOf(rgbOf(card.pill.colour));
    paintCapsule(card.pill, width, height, (x, y, step) => (rows[y * stride + 1 + x] = mixed(rows[y * stride + 1 + x]!, over, step)));
  }
  for (const glyph of card.glyphs) {
    const bitmap = glyphBitmap(glyph);
    if (!bitmap) continue;
    const over = indexOf(rgbOf(glyph.colour));
    const left = glyph.x + bitmap.left;
    const top = glyph.y + bitmap.top;
    // What is under a glyph is mostly one colour: its mixes are looked up once a run of it.
    let under = -1;
    let steps: Int16Array = new Int16Array(0);
    const { ink, coverage } = bitmap;
    const inside = left >= 0 && top >= 0 && left + bitmap.width <= width && top + bitmap.height <= height;
    for (let pixel = 0; pixel < ink.length; pixel++) {
      const step = STEP_OF[coverage[pixel]!]!;
      const offset = ink[pixel]!;
      const x = left + (offset & 0xffff);
      const y = top + (offset >> 16);
      if (step === 0 || (!inside && (x < 0 || y < 0 || x >= width || y >= height))) continue;
      const at = y * stride + 1 + x;
      if (rows[at] !== under) steps = mixesOf((under = rows[at]!), over);
      const found = steps[step]!;
      rows[at] = found >= 0 ? found : mixed(under, over, step, steps);
    }
  }
  return image;
}

/** A capsule (a box whose ends are half circles), its edge antialiased by each pixel centre's distance from it. */
function paintCapsule(pill: NonNullable<SetCard['pill']>, width: number, height: number, cover: (x: number, y: number, step: number) => void): void {
  const radius = pill.height / 2;
  const middle = pill.y + radius;
  const coverage = (dx: number, dy: number) => Math.round(Math.min(1, Math.max(0, radius + 0.5 - Math.sqrt(dx * dx + dy * dy))) * STEPS);
  // Between the two half circles a pixel's cover depends only on its row: worked out once a row.
  const [straightFrom, straightTo] = [Math.ceil(pill.x + radius - 0.5), Math.floor(pill.x + pill.width - radius - 0.5)];
  for (let y = Math.max(0, Math.floor(pill.y)); y < Math.min(height, Math.ceil(pill.y + pill.height)); y++) {
    const dy = y + 0.5 - middle;
    const straight = coverage(0, dy);
    for (let x = Math.max(0, Math.floor(pill.x)); x < Math.min(width, Math.ceil(pill.x + pill.width)); x++) {
      const step =
        x >= straightFrom && x <= straightTo ? straight : coverage(Math.max(pill.x + radius - (x + 0.5), 0, x + 0.5 - (pill.x + pill.width - radius)), dy);
      if (step > 0) cover(x, y, step);
    }
  }
}

function rgbOf(colour: string): number {
  return Number.parseInt(colour.slice(1), 16);
}

/** `over` at `share` over `under`, channel by channel, as a browser blends in sRGB. */
function mix(under: number, over: number, share: number): number {
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
