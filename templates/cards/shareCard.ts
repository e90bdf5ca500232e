import type { CardLayout, CardProps } from '../../src/metadata/shareCard.ts';

/**
 * A page's share card, 1200 × 630: where each thing goes and in what colour, painted by
 * src/cards/paintCard.ts. Structure only: every word comes from `props`
 * (src/metadata/shareCard.ts), and the title's size is the one src/cards/fitCardText.ts finds
 * to fit its box. Plain shapes and text, not React through Satori: laying a card out and
 * rasterising it that way cost about 50 ms a card, painting this about 1 ms
 * (docs/benchmark.md#share-cards).
 */
export function shareCard(props: CardProps): CardDrawing {
  const look = LOOKS[props.layout];
  const box = titleBox(props);
  const footerTop = CARD.height - FOOTER;
  const drawing: CardDrawing = {
    boxes: [
      { x: 0, y: 0, width: CARD.width, height: CARD.height, colour: look.background },
      { x: 0, y: 0, width: CARD.width, height: ACCENT_BAR, colour: look.accent },
      { x: 0, y: footerTop, width: CARD.width, height: FOOTER, colour: look.footer },
    ],
    texts: [
      { text: props.title, ...box, size: TITLE_SIZES, weight: 700, colour: WHITE, align: 'left', valign: 'center', wrap: true },
      {
        text: props.brand,
        x: SIDE,
        y: footerTop,
        width: FOOTER_HALF,
        height: FOOTER,
        size: props.layout === 'home' ? 40 : 34,
        weight: 700,
        colour: WHITE,
        align: 'left',
        valign: 'center',
      },
      {
        text: props.host,
        x: CARD.width - SIDE - FOOTER_HALF,
        y: footerTop,
        width: FOOTER_HALF,
        height: FOOTER,
        size: 28,
        weight: 400,
        colour: MUTED,
        align: 'right',
        valign: 'center',
      },
    ],
  };
  if (props.eyebrow)
    drawing.texts.push({
      text: props.eyebrow,
      x: SIDE,
      y: ACCENT_BAR,
      width: box.width,
      height: TOP - ACCENT_BAR - 4,
      size: 30,
      weight: 400,
      colour: look.accent,
      align: 'left',
      valign: 'bottom',
    });
  if (props.figure)
    drawing.pill = {
      text: props.figure,
      x: SIDE,
      y: box.y + box.height,
      size: 34,
      weight: 700,
      colour: look.background,
      background: look.accent,
      padding: { x: 24, y: 8 },
    };
  return drawing;
}

/** What paintCard.ts paints, in order: flat boxes, then the pill, then the texts over them. */
export interface CardDrawing {
  boxes: { x: number; y: number; width: number; height: number; colour: string }[];
  texts: CardText[];
  /** A capsule sized to its one line of text (the figure). */
  pill?: { text: string; x: number; y: number; size: number; weight: 400 | 700; colour: string; background: string; padding: { x: number; y: number } };
}

/**
 * A text and the box it is set in: one line (shortened with an ellipsis when too wide), or
 * `wrap`ped between words at the largest of its sizes whose lines fit the box.
 */
export interface CardText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  size: number | typeof TITLE_SIZES;
  weight: 400 | 700;
  colour: string;
  align: 'left' | 'right';
  valign: 'top' | 'center' | 'bottom';
  wrap?: boolean;
}

export const CARD = { width: 1200, height: 630 } as const;
/** The title's line height, as a multiple of its size; a single line's is the font's own. */
export const LINE_HEIGHT = 1.15;
const SIDE = 72;
const TOP = 140;
const FIGURE = 100;
const FOOTER = 120;
const ACCENT_BAR = 6;
const FOOTER_HALF = (CARD.width - 2 * SIDE) / 2 - 12;
const WHITE = '#ffffff';
const MUTED = '#cbd5e1';

/** The box the title is laid out in: a card with a figure gives it less height. */
export function titleBox(props: Pick<CardProps, 'figure'>): { x: number; y: number; width: number; height: number } {
  return { x: SIDE, y: TOP, width: CARD.width - 2 * SIDE, height: CARD.height - TOP - FOOTER - (props.figure ? FIGURE : 0) };
}

/** The title's sizes, largest first: a long title wraps, then shrinks down to the smallest. */
export const TITLE_SIZES = { largest: 76, smallest: 40, step: 4 } as const;

/** Each layout's colours: the site's navy, and an accent by kind of page. */
const LOOKS: Record<CardLayout, { background: string; footer: string; accent: string }> = {
  place: { background: '#0b1f3a', footer: '#07152a', accent: '#5eead4' },
  plan: { background: '#12305a', footer: '#0b1f3a', accent: '#7dd3fc' },
  guide: { background: '#0f2f2c', footer: '#0a201e', accent: '#fcd34d' },
  home: { background: '#0b1f3a', footer: '#115e59', accent: '#5eead4' },
  page: { background: '#0b1f3a', footer: '#07152a', accent: '#cbd5e1' },
};
