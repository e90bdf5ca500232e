import { createHash } from 'node:crypto';
import type { Model } from '../content/model.ts';
import { SHARE } from '../content/imageSizes.ts';
import { fillPageTokens } from '../content/resolveClaims.ts';
import type { PageRoute, TemplateName } from '../routes/route.ts';

/** The kinds of card, one layout each (templates/cards/shareCard.ts). */
export type CardLayout = 'place' | 'plan' | 'guide' | 'home' | 'page';

/** What a card shows: every word from the page's own content and the site's (docs/output-contract.md#share-cards). */
export interface CardProps {
  layout: CardLayout;
  /** The place or the category, above the title. */
  eyebrow?: string;
  title: string;
  /** The figure that sells the page ("from £3.99 a month"), when it shows a price. */
  figure?: string;
  brand: string;
  /** The site's host name, as a reader would type it. */
  host: string;
}

/** What a template tells the card besides the page's title: the place or category, and the lowest price it shows. */
export interface CardCopy {
  eyebrow?: string;
  /** The lowest price the page shows (`£3.99`), from the same record the page shows it from. */
  price?: string;
}

/**
 * A page's card as the build keeps it once the card is drawn or found: its file in the output
 * and the hash that names it. What it shows is not kept: a page whose card is gone from the
 * image cache is rendered again, which names it afresh (pipeline/renderSite.ts).
 */
export interface CardRef {
  /** Output path, `assets/cards/<hash>.png`, the hash of what drew it. */
  file: string;
  /** The hash in the name: of the props and the drawing's salt (its code, fonts and encoder). */
  key: string;
}

/** A page's card as its page names it: its file and what it shows. Plain data: it crosses threads. */
export interface CardSpec extends CardRef {
  props: CardProps;
}

/** The card named by a hash (CardRef's `key`). */
export const cardRef = (key: string): CardRef => ({ file: `${CARD_FOLDER}/${key}.${CARD_EXTENSION}`, key });

/** Each template's layout; a template not listed draws the plain page card. */
const LAYOUTS: Partial<Record<TemplateName, CardLayout>> = {
  home: 'home',
  location: 'place',
  kentTown: 'place',
  businessTown: 'place',
  county: 'place',
  serviceLanding: 'plan',
  hosting: 'plan',
  vpsHosting: 'plan',
  cpanelHosting: 'plan',
  pleskHosting: 'plan',
  enhanceHosting: 'plan',
  sitebuilder: 'plan',
  whmcsLicenses: 'plan',
  resellerPrograms: 'plan',
  hostingAddons: 'plan',
  knowledge: 'guide',
  tutorial: 'guide',
  comparison: 'guide',
  useCase: 'guide',
};

export const CARD_FOLDER = 'assets/cards';
export const CARD_EXTENSION = 'png';
export const CARD_SIZE = SHARE;

/**
 * The card of an indexable page, from its title and the copy its template gave; undefined for
 * a page that is not indexed, and on a site without `shareCards` (content/site.yaml). `salt` is the drawing's (src/cards/cardSalt.ts), so a change to
 * the card's code or fonts names every card afresh.
 */
export function shareCardOf(model: Model, route: PageRoute, view: { title: string; card?: CardCopy }, salt: string): CardSpec | undefined {
  const { site, ui } = model;
  // A site without `shareCards` shares its one image from every page.
  if (!route.indexable || !site.shareCards) return undefined;
  // The content check requires the words of a site with cards (src/content/checkFeatureWords.ts).
  if (!ui.shareCard) throw new Error('A share card drawn without its words in ui.yaml');
  const { eyebrow, price } = view.card ?? {};
  const props: CardProps = {
    layout: LAYOUTS[route.template] ?? 'page',
    ...(eyebrow ? { eyebrow } : {}),
    title: view.title,
    ...(price ? { figure: fillPageTokens(ui.shareCard.figure, { figure: price }) } : {}),
    brand: site.name,
    host: site.shareCards.host ?? new URL(site.origin).host,
  };
  const key = createHash('sha1').update(salt).update('\0').update(JSON.stringify(props)).digest('hex').slice(0, 16);
  return { ...cardRef(key), props };
}

/** The card's words, in reading order, for `og:image:alt`. */
export function cardAlt(props: CardProps): string {
  return [props.eyebrow, props.title, props.figure, props.brand].filter(Boolean).join(' · ');
}

/**
 * The page's JSON-LD with its main entity's `image` (the first block that is not a breadcrumb
 * trail) set to the card, as are the other blocks that named the site's default image.
 */
export function withCardImage(jsonLd: readonly object[], imageUrl: string, defaultUrl: string): object[] {
  const main = jsonLd.findIndex((block) => (block as { '@type'?: unknown })['@type'] !== 'BreadcrumbList');
  return jsonLd.map((block, index) => (index === main || (block as { image?: unknown }).image === defaultUrl ? { ...block, image: imageUrl } : block));
}
