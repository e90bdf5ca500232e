import { create, type Font } from 'fontkit';
import { LINE_HEIGHT, TITLE_SIZES, titleBox } from '../../templates/cards/ShareCard.tsx';
import type { CardProps } from '../metadata/shareCard.ts';
import type { CardFont } from './cardFonts.ts';

/**
 * A width measured here may differ from Satori's by a rounding of kerning: lines are broken at
 * this share of the box, so that Satori, breaking at the whole of it, never needs a line more.
 */
const WIDTH_MARGIN = 0.96;

/** How the title is set: its size, and its text (shortened with an ellipsis only when it cannot fit at the smallest size). */
export interface FittedTitle {
  size: number;
  title: string;
  lines: number;
}

/**
 * The title at the largest size of TITLE_SIZES at which its lines, broken between words as
 * Satori breaks them, fit the card's title box; a title too long even at the smallest size
 * loses words from its end, with an ellipsis, until it fits. A word wider than the box is set
 * smaller rather than broken.
 */
export function fitCardText(props: CardProps, fonts: readonly CardFont[]): FittedTitle {
  const measure = widthMeasure(fonts);
  const box = titleBox(props);
  const fits = (title: string, size: number) => {
    const lines = breakLines(title, size, box.width * WIDTH_MARGIN, measure);
    return lines !== undefined && lines * size * LINE_HEIGHT <= box.height ? lines : undefined;
  };
  for (let size = TITLE_SIZES.largest; size >= TITLE_SIZES.smallest; size -= TITLE_SIZES.step) {
    const lines = fits(props.title, size);
    if (lines !== undefined) return { size, title: props.title, lines };
  }
  const words = props.title.split(' ');
  for (let kept = words.length - 1; kept > 0; kept--) {
    const title = `${words.slice(0, kept).join(' ')}…`;
    const lines = fits(title, TITLE_SIZES.smallest);
    if (lines !== undefined) return { size: TITLE_SIZES.smallest, title, lines };
  }
  return { size: TITLE_SIZES.smallest, title: '…', lines: 1 };
}

/** Lines of the text broken greedily between words at `width`; undefined when one word alone is wider. */
function breakLines(text: string, size: number, width: number, measure: (text: string) => number): number | undefined {
  const scale = size;
  const space = measure(' ') * scale;
  let lines = 1;
  let used = 0;
  for (const word of text.split(' ')) {
    const wide = measure(word) * scale;
    if (wide > width) return undefined;
    if (used === 0) used = wide;
    else if (used + space + wide <= width) used += space + wide;
    else {
      lines++;
      used = wide;
    }
  }
  return lines;
}

let measures: WeakMap<readonly CardFont[], (text: string) => number> | undefined;

/** A text's advance width in the bold font, in ems (with kerning): from the Latin file, or the extended one for a letter it lacks. */
function widthMeasure(fonts: readonly CardFont[]): (text: string) => number {
  measures ??= new WeakMap();
  const known = measures.get(fonts);
  if (known) return known;
  const bold = fonts.filter((font) => font.weight === 700).map((font) => create(font.data) as Font);
  const cache = new Map<string, number>();
  const measure = (text: string) => {
    let width = cache.get(text);
    if (width !== undefined) return width;
    const [first, ...others] = bold;
    const covered = others.length === 0 || [...text].every((char) => first!.hasGlyphForCodePoint(char.codePointAt(0)!));
    const font = covered ? first! : (others.find((other) => [...text].every((char) => other.hasGlyphForCodePoint(char.codePointAt(0)!))) ?? first!);
    width = font.layout(text).advanceWidth / font.unitsPerEm;
    cache.set(text, width);
    return width;
  };
  measures.set(fonts, measure);
  return measure;
}
