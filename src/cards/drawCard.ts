import { createElement } from 'react';
import { CARD, ShareCard } from '../../templates/cards/ShareCard.tsx';
import { loadSharp } from '../images/imageSettings.ts';
import type { CardProps } from '../metadata/shareCard.ts';
import { cardFonts } from './cardFonts.ts';
import { fitCardText } from './fitCardText.ts';

/**
 * How a card's PNG is written: flat colours and anti-aliased text, so full-colour PNG at a low
 * zlib level (a palette would band the text's edges and cost ten times the time); well under
 * the 150 KB `site check` allows (docs/check-rules.md#meta).
 */
export const CARD_ENCODER = { png: { compressionLevel: 4, adaptiveFiltering: false } } as const;

let satori: Promise<(typeof import('satori'))['default']> | undefined;

/** Satori, loaded with the first card: a build with nothing to draw never loads it. */
const loadSatori = () => (satori ??= import('satori').then((module) => module.default));

/** The card's SVG, as Satori lays out templates/cards/ShareCard.tsx with the title fitted (fitCardText.ts). */
export async function cardSvg(props: CardProps): Promise<string> {
  const { fonts } = cardFonts();
  const fitted = fitCardText(props, fonts);
  const render = await loadSatori();
  return render(createElement(ShareCard, { props: { ...props, title: fitted.title }, titleSize: fitted.size }), { ...CARD, fonts });
}

/** A card's PNG: its SVG rasterised by the image stage's sharp, on one libvips thread (imageSettings.ts). */
export async function drawCard(props: CardProps): Promise<Buffer> {
  const svg = await cardSvg(props);
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png(CARD_ENCODER.png).toBuffer();
}
