import type { ParsedPage } from './parsePage.ts';
import type { Position } from './position.ts';

/** An `<img>` as the image rules read it, with the `<source>`s of the `<picture>` around it. */
export interface PageImage {
  at: Position;
  src?: string;
  srcset?: string;
  sizes?: string;
  width?: string;
  height?: string;
  /** `fetchpriority` and `loading` as written: the hero's image is `high` and must not be `lazy`. */
  fetchpriority?: string;
  loading?: string;
  sources: { type?: string; srcset: string; sizes?: string }[];
}

/** Every `<img>` of a page in document order; the `<source>`s since the last `<picture>` belong to the next `<img>`. */
export function readPageImages(page: ParsedPage): PageImage[] {
  const images: PageImage[] = [];
  let sources: PageImage['sources'] = [];
  for (const { tag, attributes, offset } of page.tags) {
    if (tag === 'picture') sources = [];
    else if (tag === 'source' && attributes.has('srcset'))
      sources.push(defined({ type: attributes.get('type'), srcset: attributes.get('srcset')!, sizes: attributes.get('sizes') }));
    else if (tag === 'img') {
      const [src, srcset, sizes, width, height, fetchpriority, loading] = (
        ['src', 'srcset', 'sizes', 'width', 'height', 'fetchpriority', 'loading'] as const
      ).map((name) => attributes.get(name));
      images.push({ at: page.at(offset), ...defined({ src, srcset, sizes, width, height, fetchpriority, loading }), sources });
      sources = [];
    }
  }
  return images;
}

/** The object without its undefined properties: facts are stored as JSON in the check cache. */
function defined<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}
