import type { Font } from 'fontkit';
import { cardFaces } from './cardFaces.ts';

/** A glyph of a set text: which face of its weight (cardFaces), its id, and its pen position in ems from the text's start. */
export interface SetGlyph {
  face: number;
  id: number;
  x: number;
}

/** A text shaped in one weight: its glyphs and advance width, in ems (kerned, as fontkit lays it out). */
export interface Shaped {
  glyphs: SetGlyph[];
  width: number;
}

const shapes = new Map<string, Shaped>();

/**
 * The text's glyphs in the weight's faces: each run of letters in the first face that has them
 * all (Latin, then Latin Extended for an accented letter), so a place name keeps its accents.
 * Kept per process: a card's words repeat across cards.
 */
export function shape(text: string, weight: 400 | 700): Shaped {
  const key = `${weight}\0${text}`;
  const known = shapes.get(key);
  if (known) return known;
  const faces = cardFaces(weight);
  const glyphs: SetGlyph[] = [];
  let width = 0;
  for (const run of runs(text, faces)) {
    const font = faces[run.face]!;
    const { glyphs: found, positions } = LETTERS.test(run.text) ? font.layout(run.text, NO_CONTEXT) : font.layout(run.text);
    found.forEach((glyph, index) => {
      const at = positions[index]!;
      glyphs.push({ face: run.face, id: glyph.id, x: width + at.xOffset / font.unitsPerEm });
      width += at.xAdvance / font.unitsPerEm;
    });
  }
  const shaped = { glyphs, width };
  shapes.set(key, shaped);
  return shaped;
}

/**
 * Inter's contextual alternates (calt) shape punctuation by what is beside it (a hyphen or a
 * bracket among capitals or figures, a times sign between figures), and cost most of the time
 * fontkit takes to lay a word out (about 0.4 of 0.45 ms): a run of letters alone, which they
 * never change, is laid out without them.
 */
const LETTERS = /^\p{L}+$/u;
const NO_CONTEXT = { calt: false };

/** The text cut where the face that draws its letters changes. */
function runs(text: string, faces: readonly Font[]): { face: number; text: string }[] {
  const found: { face: number; text: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const at = faces.findIndex((face) => face.hasGlyphForCodePoint(code));
    const face = char === ' ' || at < 0 ? (found.at(-1)?.face ?? 0) : at;
    const last = found.at(-1);
    if (last?.face === face) last.text += char;
    else found.push({ face, text: char });
  }
  return found;
}

/** A line of set text: its words' glyphs placed along it, and its width, in ems. */
export type SetLine = Shaped;

/**
 * The text broken greedily between words into lines no wider than `width` ems; undefined when
 * one word alone is wider. Words are placed a space's advance apart, so a line is as wide as
 * it is measured.
 */
export function breakLines(text: string, weight: 400 | 700, width: number): SetLine[] | undefined {
  const space = shape(' ', weight).width;
  const lines: SetLine[] = [];
  let line: SetLine | undefined;
  for (const word of text.split(' ')) {
    const shaped = shape(word, weight);
    if (shaped.width > width) return undefined;
    if (line && line.width + space + shaped.width <= width) {
      const from = line.width + space;
      for (const glyph of shaped.glyphs) line.glyphs.push({ ...glyph, x: glyph.x + from });
      line.width = from + shaped.width;
    } else {
      line = { glyphs: [...shaped.glyphs], width: shaped.width };
      lines.push(line);
    }
  }
  return lines;
}

/** The text on one line within `width` ems: whole, or cut with an ellipsis where it would overflow. */
export function oneLine(text: string, weight: 400 | 700, width: number): SetLine {
  const whole = shape(text, weight);
  if (whole.width <= width) return whole;
  const chars = [...text];
  for (let kept = chars.length - 1; kept > 0; kept--) {
    const cut = shape(`${chars.slice(0, kept).join('').trimEnd()}…`, weight);
    if (cut.width <= width) return cut;
  }
  return shape('…', weight);
}

/** The faces' vertical metrics in ems, from the Latin face: the line a single line of text takes, and where its baseline sits. */
export function lineMetrics(weight: 400 | 700): { ascent: number; height: number } {
  const font = cardFaces(weight)[0]!;
  return { ascent: font.ascent / font.unitsPerEm, height: (font.ascent - font.descent) / font.unitsPerEm };
}
