import { describe, expect, it } from 'vitest';
import { fileText } from '../../src/emit/fileData.ts';
import { MessageChannel } from 'node:worker_threads';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';
import { HEADING, searchInput, searchText } from '../../src/search/searchInput.ts';
import { headersFor, parseHeaders } from '../../src/output/parseHeaders.ts';
import { headersFile } from '../../src/emit/headersFile.ts';
import { searchContentSecurityPolicy } from '../../src/emit/securityHeaders.ts';
import { searchSettings } from '../support/fixtureProject.ts';

const page = `<!DOCTYPE html><html lang="en-GB"><head><title>Colocation in Maidstone | Kent Web Hosting</title></head><body>
<header><nav><a href="/">Home</a></nav></header>
<main id="main"><nav class="breadcrumb"><a href="/">Home</a></nav><h1>Colocation in Maidstone</h1><p>Rack space &amp; power <a href="/x">near</a>you.</p>
<ul data-search-ignore=""><li><a href="/kent/dover">Dover</a></li></ul><form><label>Search the site</label></form></main>
<footer>Footer words</footer></body></html>`;

describe('a page’s search record', () => {
  it('holds the words of its main content, a line a block, with its title and filters, and nothing repeated from page to page', () => {
    const record = searchInput(page, { kind: 'location', county: 'kent', none: undefined });
    expect({ title: record.title, content: searchText(record), filters: record.filters }).toEqual({
      title: 'Colocation in Maidstone',
      // The heading's line carries its level, for the index to weigh its words as a heading's.
      content: `${HEADING}1Colocation in Maidstone\nRack space & power near you.`,
      filters: { kind: ['location'], county: ['kent'] },
    });
  });

  it('is keyed by the bytes of the page it was read from, and compared by its words', () => {
    expect(searchInput(page, {}).page).toBe(searchInput(page, {}).page);
    expect(searchInput(`${page} `, {}).page).not.toBe(searchInput(page, {}).page);
    // Other bytes, the same words: the index need not be made again.
    expect(searchInput(`${page} `, {}).words).toBe(searchInput(page, {}).words);
    expect(searchInput(page.replace('Rack', 'Cabinet'), {}).words).not.toBe(searchInput(page, {}).words);
  });

  it('keeps nothing of the page it was read from: 30 pages of 1 MB leave their records, not their pages, on the heap', () => {
    // In a process of its own, whose garbage can be collected on demand (--expose-gc). A record's
    // title cut from the parser's text would keep the whole page alive (V8's sliced strings, for
    // a cut of 13 characters or more, as a page's title is).
    const script = `
      import { searchInput } from ${JSON.stringify(path.join(packageRoot, 'src/search/searchInput.ts'))};
      const records = [];
      for (let i = 0; i < 30; i++)
        records.push(searchInput('<title>Server Colocation in Town ' + i + ' | Site</title><main><h1>Town ' + i + '</h1><p>' + 'word '.repeat(200000) + i + '</p></main>', {}));
      globalThis.gc();
      console.log(JSON.stringify({ records: records.length, title: records[7].title, heapMb: process.memoryUsage().heapUsed / 1048576 }));`;
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: packageRoot, encoding: 'utf8' });
    expect(child.stderr).toBe('');
    const { records, title, heapMb } = JSON.parse(child.stdout) as { records: number; title: string; heapMb: number };
    expect([records, title]).toEqual([30, 'Server Colocation in Town 7']);
    // The pages were 30 MB; what is left is the code and the records.
    expect(heapMb).toBeLessThan(20);
  });

  it('holds its deflated text in bytes of its own, so a record sent from a render worker carries no more', async () => {
    const { content } = searchInput(page, {});
    expect(content.buffer.byteLength).toBe(content.byteLength);
    const { port1, port2 } = new MessageChannel();
    const received = new Promise<Uint8Array>((resolve) => port2.once('message', (message: { content: Uint8Array }) => resolve(message.content)));
    port1.postMessage({ content });
    const copy = await received;
    port1.close();
    expect([copy.buffer.byteLength, searchText({ content: copy })]).toEqual([content.byteLength, searchText({ content })]);
  });
});

describe('the search page’s headers', () => {
  const rules = parseHeaders(fileText(headersFile(searchSettings).data));
  const policy = (url: string) => headersFor(rules, url).find(([name]) => name === 'Content-Security-Policy')?.[1];

  it('detach the site’s policy on /search only, for one whose form may go to the outside engine, with nothing more allowed', () => {
    // One policy, not the site's joined with it: two policies would both be enforced.
    expect(policy('/search')).toBe(searchContentSecurityPolicy(searchSettings.search.engine.action));
    expect(policy('/search')).toContain("form-action 'self' https://duckduckgo.com");
    expect(policy('/search')!.replace(' https://duckduckgo.com', '')).toBe(policy('/about'));
    expect(policy('/about')).toContain("form-action 'self';");
    for (const url of ['/search', '/about', '/search-index/index.json']) expect(policy(url)).not.toMatch(/unsafe|wasm|worker-src/);
  });

  it('cache the index files named by their content for a year, and revalidate the entry', () => {
    const cache = (url: string) => headersFor(rules, url).find(([name]) => name === 'Cache-Control')?.[1];
    expect(cache('/search-index/s-1a2b3c4d5e6f.json')).toBe('public, max-age=31536000, immutable');
    expect(cache('/search-index/b-1a2b3c4d5e6f.json')).toBe('public, max-age=31536000, immutable');
    expect(cache('/search-index/index.json')).toBe('no-cache');
  });
});
