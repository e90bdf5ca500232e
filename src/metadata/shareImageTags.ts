import type { ShareImage } from '../content/imageSizes.ts';
import type { Site } from '../content/model.ts';
import { mimeTypeFor } from '../output/contentType.ts';
import { CARD_SIZE, cardAlt, withCardImage, type CardSpec } from './shareCard.ts';

/**
 * What a page's head says of the picture a posted link shows: the page's own share image when
 * its record names one, else its drawn card, else (a page that is not indexed, or a site
 * without cards) the site's image. URLs are absolute, on the site's origin; the alt text is the card's words, which an
 * own image stands in for. `jsonLd` points the page's main entity at the same picture.
 */
export function shareImageTags(site: Site, own: ShareImage | undefined, card: CardSpec | undefined) {
  const fallback = site.origin + site.shareImage;
  // Without cards (no `shareCards` in site.yaml), the tags a page had before there were any: its own image's size, else the site's image alone.
  if (!site.shareCards)
    return {
      url: own ? site.origin + own.src : fallback,
      size: own && { width: own.width, height: own.height },
      type: undefined,
      alt: undefined,
      jsonLd: (blocks: readonly object[]) => blocks,
    };
  const path = own?.src ?? (card ? `/${card.file}` : undefined);
  const url = path ? site.origin + path : fallback;
  const size = own ? { width: own.width, height: own.height } : card ? CARD_SIZE : undefined;
  const type = path ? mimeTypeFor(path) : undefined;
  return {
    url,
    size,
    type,
    alt: card ? cardAlt(card.props) : undefined,
    jsonLd: (blocks: readonly object[]) => (path ? withCardImage(blocks, url, fallback) : blocks),
  };
}
