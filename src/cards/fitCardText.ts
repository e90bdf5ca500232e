import { LINE_HEIGHT, shareCard, type CardText } from '../../templates/cards/shareCard.ts';
import type { CardProps } from '../metadata/shareCard.ts';
import { breakLines, lineMetrics, oneLine, type SetLine } from './setText.ts';

/** How a text is set: its size in pixels, its text (shortened with an ellipsis only when it cannot fit at the smallest size), and its lines. */
export interface FittedText {
  size: number;
  text: string;
  lines: SetLine[];
  /** The distance from one baseline to the next, in pixels. */
  leading: number;
}

/**
 * A wrapped text at the largest of its sizes at which its lines, broken between words, fit
 * its box; a text too long even at the smallest size loses words from its end, with an
 * ellipsis, until it fits. A word wider than the box is set smaller rather than broken. A
 * one-line text keeps its size and is cut with an ellipsis where it would overflow.
 */
export function fitText(slot: CardText): FittedText {
  if (typeof slot.size === 'number') {
    const line = oneLine(slot.text, slot.weight, slot.width / slot.size);
    return { size: slot.size, text: slot.text, lines: [line], leading: slot.size * lineMetrics(slot.weight).height };
  }
  const { largest, smallest, step } = slot.size;
  const fits = (text: string, size: number) => {
    const lines = breakLines(text, slot.weight, slot.width / size);
    return lines && lines.length * size * LINE_HEIGHT <= slot.height ? { size, text, lines, leading: size * LINE_HEIGHT } : undefined;
  };
  for (let size = largest; size >= smallest; size -= step) {
    const fitted = fits(slot.text, size);
    if (fitted) return fitted;
  }
  const words = slot.text.split(' ');
  for (let kept = words.length - 1; kept > 0; kept--) {
    const fitted = fits(`${words.slice(0, kept).join(' ')}…`, smallest);
    if (fitted) return fitted;
  }
  return fits('…', smallest)!;
}

/** The card's title as it is set: its size, text and number of lines. */
export function fitCardText(props: CardProps): { size: number; title: string; lines: number } {
  const fitted = fitText(shareCard(props).texts[0]!);
  return { size: fitted.size, title: fitted.text, lines: fitted.lines.length };
}
