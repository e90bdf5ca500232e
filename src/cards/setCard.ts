import { shareCard, type CardDrawing } from '../../templates/cards/shareCard.ts';
import type { CardProps } from '../metadata/shareCard.ts';
import { fitText } from './fitCardText.ts';
import type { GlyphWant } from './glyphBitmaps.ts';
import { lineMetrics, shape, type SetLine } from './setText.ts';

/** A glyph placed on the card: its origin on the baseline at a whole pixel, and its colour. */
export interface PlacedGlyph extends GlyphWant {
  x: number;
  y: number;
  colour: string;
}

/** A card ready to paint: its boxes, its pill's capsule, and every glyph in place. */
export interface SetCard {
  boxes: CardDrawing['boxes'];
  pill?: { x: number; y: number; width: number; height: number; colour: string };
  glyphs: PlacedGlyph[];
}

/**
 * The card of templates/cards/shareCard.ts with its texts fitted (fitCardText.ts) and set:
 * each line placed in its box by its alignment, the baseline where a line box of that height
 * puts it (half the leading above, half below), each glyph's pen position rounded to a pixel.
 */
export function setCard(props: CardProps): SetCard {
  const drawing = shareCard(props);
  const glyphs: PlacedGlyph[] = [];
  const place = (line: SetLine, at: { x: number; baseline: number }, style: { size: number; weight: 400 | 700; colour: string }) => {
    const y = Math.round(at.baseline);
    for (const glyph of line.glyphs)
      glyphs.push({
        weight: style.weight,
        size: style.size,
        colour: style.colour,
        face: glyph.face,
        id: glyph.id,
        x: Math.round(at.x + glyph.x * style.size),
        y,
      });
  };
  const set: SetCard = { boxes: drawing.boxes, glyphs };
  if (drawing.pill) {
    const { text, size, weight, colour, background, padding } = drawing.pill;
    const line = shape(text, weight);
    const metrics = lineMetrics(weight);
    set.pill = {
      x: drawing.pill.x,
      y: drawing.pill.y,
      width: line.width * size + 2 * padding.x,
      height: size * metrics.height + 2 * padding.y,
      colour: background,
    };
    place(line, { x: drawing.pill.x + padding.x, baseline: drawing.pill.y + padding.y + size * metrics.ascent }, { size, weight, colour });
  }
  for (const slot of drawing.texts) {
    const fitted = fitText(slot);
    const metrics = lineMetrics(slot.weight);
    const block = fitted.lines.length * fitted.leading;
    const top = slot.valign === 'top' ? slot.y : slot.valign === 'bottom' ? slot.y + slot.height - block : slot.y + (slot.height - block) / 2;
    const halfLeading = (fitted.leading - fitted.size * metrics.height) / 2;
    fitted.lines.forEach((line, index) => {
      const x = slot.align === 'left' ? slot.x : slot.x + slot.width - line.width * fitted.size;
      const baseline = top + index * fitted.leading + halfLeading + fitted.size * metrics.ascent;
      place(line, { x, baseline }, { size: fitted.size, weight: slot.weight, colour: slot.colour });
    });
  }
  return set;
}
