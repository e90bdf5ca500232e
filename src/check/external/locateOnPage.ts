import type { BuiltSite } from '../builtSite.ts';
import { urlReferences } from '../page/pageFacts.ts';
import { JSON_LD } from '../rules/page/safetyOnPage.ts';
import { reparse } from '../siteFacts.ts';

/** Where on a page an external URL is: the element that names it, or the JSON-LD block; else the top. */
export function locateOnPage(site: BuiltSite, page: string, url: string): { line: number; column: number } {
  const parsed = reparse(site, page);
  const sameUrl = (value: string) => URL.canParse(value.trim()) && withoutHash(value.trim()) === url;
  for (const reference of urlReferences(parsed)) if (sameUrl(reference.url)) return parsed.at(reference.offset);
  const block = parsed.tags.find(
    (tag) => tag.tag === 'script' && tag.attributes.get('type')?.trim().toLowerCase() === JSON_LD && (tag.text ?? '').includes(url.replace(/\/$/, '')),
  );
  return block ? parsed.at(block.offset) : { line: 1, column: 1 };
}

function withoutHash(value: string): string {
  const url = new URL(value);
  url.hash = '';
  return url.href;
}
