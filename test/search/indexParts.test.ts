import { describe, expect, it } from 'vitest';
import { indexParts } from '../../src/search/indexParts.ts';
import { searchInput } from '../../src/search/searchInput.ts';

/** Indexable pages with records of their own words: `/area/0` … `/area/{count - 1}`, under a hub `/area`. */
function pages(count: number, words = (url: string) => `Words of ${url}`) {
  const urls = ['/area', ...Array.from({ length: count - 1 }, (_, i) => `/area/${i}`)];
  return urls.map((url) => {
    const { page: _, ...record } = searchInput(`<title>${url} | Site</title><main><h1>${words(url)}</h1></main>`, {});
    return { url, record };
  });
}

describe('the search index’s parts', () => {
  it('is one part, in the index’s own folder, until the site passes a part’s pages', () => {
    const parts = indexParts(pages(30), 30);
    expect(parts.map((part) => [part.folder, part.pages.length])).toEqual([['pagefind', 30]]);
    expect(indexParts(pages(31), 30)).toHaveLength(2);
  });

  it('puts each page in the part its address hashes to, in address order, the others in folders named by their key', () => {
    const parts = indexParts(pages(100), 25);
    expect(parts).toHaveLength(4);
    expect(parts.flatMap((part) => part.pages.map((page) => page.url)).sort()).toEqual(
      pages(100)
        .map((page) => page.url)
        .sort(),
    );
    for (const part of parts) expect(part.pages.map((page) => page.url)).toEqual(part.pages.map((page) => page.url).sort());
    // Hashed, not cut in address order: every part holds a sample of the site.
    for (const part of parts) expect(part.pages.length).toBeGreaterThan(10);
    expect(parts.slice(1).map((part) => part.folder)).toEqual(parts.slice(1).map((part) => `pagefind/part-${part.key.slice(0, 16)}`));
  });

  it('keeps every part but the edited page’s as it was (the same key), and its pages’ standing from the whole site', () => {
    const before = indexParts(pages(100), 25);
    const after = indexParts(
      pages(100, (url) => (url === '/area/7' ? 'New words' : `Words of ${url}`)),
      25,
    );
    const changed = after.filter((part, i) => part.key !== before[i]!.key);
    expect(changed.map((part) => part.pages.some((page) => page.url === '/area/7'))).toEqual([true]);
    // The pages of one record, which end in the same step, share a part.
    const tenterden = indexParts(
      [
        ...pages(100),
        ...['/kent/tenterden', '/web-hosting/kent/tenterden', '/vps-hosting/kent/tenterden'].map((url) => ({ url, record: pages(1)[0]!.record })),
      ],
      25,
    );
    expect(tenterden.filter((part) => part.pages.some((page) => page.url.endsWith('/tenterden')))).toHaveLength(1);
    // The hub stands above its pages, whichever part it is in.
    const hub = after.flatMap((part) => part.pages).find((page) => page.url === '/area')!;
    expect(hub.standing).toEqual(['hub', 'section']);
  });
});
