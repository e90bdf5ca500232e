import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { unified } from 'unified';
import rehypeReact from 'rehype-react';
import type { Element as HastElement, Properties } from 'hast';
import type { ImageInfo } from './imageSizes.ts';

/** The description a writer gives an image that only decorates (content/README.md): screen readers skip it. */
export const DECORATIVE = 'decorative';

/** The `alt` an image is published with: empty for one its writer calls decorative. */
export function altText(alt: string): string {
  return alt === DECORATIVE ? '' : alt;
}

/** How a page shows an image: the slot it fills (`sizes`, else the body column's) and whether it is the page's one priority image. */
export interface Placement {
  sizes?: string;
  /** The hero's image: fetched first (`fetchpriority="high"`), never lazy. Every other image loads lazily. */
  priority?: boolean;
}

/**
 * The markup of every image a page shows, body images and template images alike: the `<img>`
 * with the size read from its file (the browser reserves its space, so the page does not jump)
 * and, when the image stage made its versions (src/images/), the `<picture>` around it with
 * AVIF and WebP `<source>`s. A lazy image is never preloaded (React preloads eager ones), and
 * an `<img>` inside a `<picture>` is not either, so the priority image is fetched once.
 */
export function pictureElement(img: Properties, image: ImageInfo | undefined, placement: Placement = {}): HastElement {
  const loading = placement.priority ? { fetchPriority: 'high' } : { loading: 'lazy' };
  const properties: Properties = { ...img, ...(image ? { width: image.width, height: image.height } : {}), ...loading, decoding: 'async' };
  const fallback: HastElement = { type: 'element', tagName: 'img', properties, children: [] };
  if (!image?.picture) return fallback;
  const { picture } = image;
  const sizes = placement.sizes ?? picture.sizes;
  const sources: HastElement[] = picture.sources.map(({ type, srcset }) => ({
    type: 'element',
    tagName: 'source',
    properties: { type, srcSet: srcset, sizes },
    children: [],
  }));
  fallback.properties = { ...properties, src: picture.src, srcSet: picture.srcset, sizes };
  return { type: 'element', tagName: 'picture', properties: {}, children: [...sources, fallback] };
}

const toReact = unified().use(rehypeReact, { Fragment, jsx, jsxs });

/** A template's image (a hero's): the same markup as a body image's, as a React element. */
export function Picture({ src, alt, image, ...placement }: { src: string; alt: string; image: ImageInfo | undefined } & Placement): ReactElement {
  return toReact.stringify({ type: 'root', children: [pictureElement({ src, alt: altText(alt) }, image, placement)] }) as ReactElement;
}
