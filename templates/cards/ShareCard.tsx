import type { CSSProperties } from 'react';
import type { CardLayout, CardProps } from '../../src/metadata/shareCard.ts';

/**
 * A page's share card, 1200 × 630, drawn by Satori (src/cards/drawCard.ts): the element tree
 * Satori lays out, in the subset of CSS it reads (every box with more than one child is a flex
 * box). Structure only: every word comes from `props` (src/metadata/shareCard.ts), and the
 * title's size is the one src/cards/fitCardText.ts found to fit TITLE_BOX.
 */
export function ShareCard({ props, titleSize }: { props: CardProps; titleSize: number }) {
  const look = LOOKS[props.layout];
  const box = titleBox(props);
  return (
    <div style={{ ...column, width: CARD.width, height: CARD.height, background: look.background, color: '#ffffff', fontFamily: 'Inter' }}>
      <div style={{ display: 'flex', height: 6, background: look.accent }} />
      <div style={{ ...row, height: TOP - 6, padding: `0 ${SIDE}px`, alignItems: 'flex-end' }}>
        {props.eyebrow && <div style={{ display: 'flex', fontSize: 30, fontWeight: 400, color: look.accent, ...oneLine }}>{props.eyebrow}</div>}
      </div>
      <div style={{ ...row, height: box.height, padding: `0 ${SIDE}px`, alignItems: 'center' }}>
        <div style={{ display: 'flex', width: box.width, fontSize: titleSize, fontWeight: 700, lineHeight: LINE_HEIGHT }}>{props.title}</div>
      </div>
      {props.figure && (
        <div style={{ ...row, height: FIGURE, padding: `0 ${SIDE}px`, alignItems: 'flex-start' }}>
          <div
            style={{ display: 'flex', padding: '8px 24px', borderRadius: 36, background: look.accent, color: look.background, fontSize: 34, fontWeight: 700 }}
          >
            {props.figure}
          </div>
        </div>
      )}
      <div style={{ ...row, flexGrow: 1, padding: `0 ${SIDE}px`, alignItems: 'center', justifyContent: 'space-between', background: look.footer }}>
        <div style={{ display: 'flex', fontSize: props.layout === 'home' ? 40 : 34, fontWeight: 700 }}>{props.brand}</div>
        <div style={{ display: 'flex', fontSize: 28, fontWeight: 400, color: '#cbd5e1' }}>{props.host}</div>
      </div>
    </div>
  );
}

export const CARD = { width: 1200, height: 630 } as const;
/** The title's line height, as a multiple of its size. */
export const LINE_HEIGHT = 1.15;
const SIDE = 72;
const TOP = 140;
const FIGURE = 100;
const FOOTER = 120;

/** The box the title is laid out in: a card with a figure gives it less height. */
export function titleBox(props: Pick<CardProps, 'figure'>): { x: number; y: number; width: number; height: number } {
  return { x: SIDE, y: TOP, width: CARD.width - 2 * SIDE, height: CARD.height - TOP - FOOTER - (props.figure ? FIGURE : 0) };
}

/** The title's sizes, largest first: a long title wraps, then shrinks down to the smallest. */
export const TITLE_SIZES = { largest: 76, smallest: 40, step: 4 } as const;

const column: CSSProperties = { display: 'flex', flexDirection: 'column' };
const row: CSSProperties = { display: 'flex', flexDirection: 'row' };
const oneLine: CSSProperties = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: CARD.width - 2 * SIDE };

/** Each layout's colours: the site's navy, and an accent by kind of page. */
const LOOKS: Record<CardLayout, { background: string; footer: string; accent: string }> = {
  place: { background: '#0b1f3a', footer: '#07152a', accent: '#5eead4' },
  plan: { background: '#12305a', footer: '#0b1f3a', accent: '#7dd3fc' },
  guide: { background: '#0f2f2c', footer: '#0a201e', accent: '#fcd34d' },
  home: { background: '#0b1f3a', footer: '#115e59', accent: '#5eead4' },
  page: { background: '#0b1f3a', footer: '#07152a', accent: '#cbd5e1' },
};
