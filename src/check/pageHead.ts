import { decodeEntities, type ScannedTag } from './htmlScan.ts';

/** A value found in the page, with the offset of the tag that holds it. */
export interface Located<T = string> {
  value: T;
  offset: number;
}

/** What the metadata, sitemap and safety rules ask of a page's `<head>`. */
export interface PageHead {
  /** `<html lang>`. */
  lang: Located<string | undefined>;
  titles: Located[];
  /** `<meta name|property content>` by name, first occurrence. */
  meta: ReadonlyMap<string, Located>;
  canonicals: Located[];
  /** Offset of `<head>`, where findings about missing tags point. */
  offset: number;
}

/** Reads the head from a page's scanned tags; title text is taken from the markup. */
export function pageHead(html: string, tags: readonly ScannedTag[]): PageHead {
  const head: PageHead = { lang: { value: undefined, offset: 0 }, titles: [], meta: new Map(), canonicals: [], offset: 0 };
  const meta = head.meta as Map<string, Located>;
  for (const tag of tags) {
    if (tag.tag === 'body') break;
    if (tag.tag === 'html') head.lang = { value: tag.attributes.get('lang'), offset: tag.offset };
    else if (tag.tag === 'head') head.offset = tag.offset;
    else if (tag.tag === 'title') {
      const close = html.indexOf('</title>', tag.end);
      head.titles.push({ value: decodeEntities(html.slice(tag.end, close === -1 ? tag.end : close)).replace(/\s+/g, ' ').trim(), offset: tag.offset });
    } else if (tag.tag === 'meta') {
      const name = (tag.attributes.get('name') ?? tag.attributes.get('property'))?.toLowerCase();
      const content = tag.attributes.get('content');
      if (name && content !== undefined && !meta.has(name)) meta.set(name, { value: content, offset: tag.offset });
    } else if (tag.tag === 'link' && tag.attributes.get('rel')?.toLowerCase().split(/\s+/).includes('canonical')) {
      head.canonicals.push({ value: tag.attributes.get('href') ?? '', offset: tag.offset });
    }
  }
  return head;
}
