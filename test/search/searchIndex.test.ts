import { describe, expect, it } from 'vitest';
import { BLOCK_PAGES, ENTRY_FILE, SEARCH_FOLDER, type IndexEntry, type IndexShard } from '../../src/search/indexFormat.ts';
import { searchIndex } from '../../src/search/queryIndex.ts';
import { searchInput } from '../../src/search/searchInput.ts';
import { searchTerms } from '../../src/search/terms.ts';
import { indexFiles, type IndexFile } from '../../src/search/indexFiles.ts';

/** A page's record as the render makes it, from its title, heading and paragraphs. */
const page = (url: string, heading: string, ...paragraphs: string[]) => ({
  url,
  record: searchInput(`<title>${heading} | Site</title><main><h1>${heading}</h1>${paragraphs.map((text) => `<p>${text}</p>`).join('')}</main>`, {
    kind: url.split('/').length > 2 ? 'location' : 'service',
  }),
});

const pages = [
  page('/colocation', 'Server Colocation', 'Rack space for your servers in our Kent data centre.'),
  page('/colocation/kent', 'Server Colocation across Kent', 'Server colocation for every town in Kent.'),
  page('/colocation/kent/maidstone', 'Colocation in Maidstone', 'Server colocation near Maidstone, with remote hands.'),
  page('/web-hosting', 'Web Hosting', 'Hosting for your website, hosted in the UK.'),
  page('/guides/cpanel', 'Install WordPress on cPanel', 'Step 1: open Softaculous <b>in</b> cPanel & install WordPress.'),
  page('/cafe', 'Café hosting', 'A résumé of what we host for cafés.'),
];

/** The search of an index's files, read from memory as a browser would fetch them; every path asked for is noted. */
function searchOf(files: readonly IndexFile[]) {
  const byPath = new Map(files.map((file) => [file.path, file.data]));
  const asked: string[] = [];
  const search = searchIndex(async (path) => {
    asked.push(path);
    const data = byPath.get(path);
    if (!data) throw new Error(`no ${path}`);
    return JSON.parse(Buffer.from(data).toString('utf8')) as unknown;
  });
  const urls = async (query: string) => Promise.all((await search(query)).map(async (found) => (await found.data()).url));
  return { search, urls, asked };
}

describe('the search index', () => {
  const files = [...indexFiles(pages)];
  const { search, urls } = searchOf(files);

  it('finds the pages that hold every word of the query, the page whose heading it is first', async () => {
    expect(await urls('server colocation')).toEqual(['/colocation', '/colocation/kent', '/colocation/kent/maidstone']);
    expect(await urls('colocation maidstone')).toEqual(['/colocation/kent/maidstone']);
    expect(await urls('Server Colocation across Kent')).toEqual(['/colocation/kent']);
    expect(await urls('install WordPress on cPanel')).toEqual(['/guides/cpanel']);
    expect(await urls('colocation quokka')).toEqual([]);
    expect(await urls('  ')).toEqual([]);
  });

  it('finds a word by its stem, without its accents, and by the start of the last word typed', async () => {
    expect(await urls('hosted')).toEqual(expect.arrayContaining(['/web-hosting', '/cafe']));
    expect(await urls('cafe')).toEqual(['/cafe']);
    expect(await urls('RESUME')).toEqual(['/cafe']);
    expect(await urls('maidst')).toEqual(['/colocation/kent/maidstone']);
    expect(await urls('softac')).toEqual(['/guides/cpanel']);
    // Only the last word is a start: a word before it must be whole.
    expect(await urls('softac cpanel')).toEqual([]);
  });

  it('keeps only the pages of a filter’s value when asked to', async () => {
    const { search } = searchOf(files);
    const kinds = async (filters: Record<string, string>) =>
      (await Promise.all((await search('colocation', filters)).map(async (found) => (await found.data()).url))).sort();
    expect(await kinds({ kind: 'location' })).toEqual(['/colocation/kent', '/colocation/kent/maidstone']);
    expect(await kinds({ kind: 'service' })).toEqual(['/colocation']);
    expect(await kinds({ kind: 'nothing' })).toEqual([]);
  });

  it('shows a result’s title and the run of its text that holds the words, escaped, the words marked', async () => {
    const [found] = await search('softaculous');
    expect(await found!.data()).toEqual({
      url: '/guides/cpanel',
      title: 'Install WordPress on cPanel',
      excerpt: 'Install WordPress on cPanel Step 1: open <mark>Softaculous</mark> in cPanel &amp; install WordPress.',
    });
  });

  it('fetches only the entry, the shards of the query’s words and the blocks of the results shown, each once', async () => {
    const fresh = searchOf(files);
    const [found] = await fresh.search('maidstone');
    await found!.data();
    await (await fresh.search('maidstone'))[0]!.data();
    const entry = JSON.parse(Buffer.from(files.find((file) => file.path.endsWith(ENTRY_FILE))!.data).toString('utf8')) as IndexEntry;
    // Six pages: one shard holds every term, and /colocation/kent/maidstone, the fourth page in address order, is in the first block.
    expect(entry.shards).toHaveLength(1);
    expect(BLOCK_PAGES).toBeGreaterThan(3);
    expect(fresh.asked).toEqual([`${SEARCH_FOLDER}/${ENTRY_FILE}`, `${SEARCH_FOLDER}/s-${entry.shards[0]}.json`, `${SEARCH_FOLDER}/b-${entry.blocks[0]}.json`]);
  });

  it('is the same bytes whatever order the pages come in', () => {
    const again = [...indexFiles([...pages].reverse())];
    expect(again.map((file) => [file.path, Buffer.from(file.data).toString()])).toEqual(files.map((file) => [file.path, Buffer.from(file.data).toString()]));
  });

  it('cuts its terms into shards in order, each of them findable, when there are many', async () => {
    const many = Array.from({ length: 300 }, (_, i) => page(`/p${i}`, `Page ${i}`, Array.from({ length: 60 }, (_, j) => `word${i * 60 + j}x`).join(' ')));
    const index = [...indexFiles(many)];
    const shards = index.filter((file) => file.path.includes('/s-')).map((file) => JSON.parse(Buffer.from(file.data).toString()) as IndexShard);
    expect(shards.length).toBeGreaterThan(2);
    const terms = shards.flatMap((shard) => shard.terms);
    expect(terms).toEqual([...terms].sort());
    const { urls: manyUrls } = searchOf(index);
    expect(await manyUrls('word12345x')).toEqual(['/p205']);
    expect(await manyUrls('word0x')).toEqual(['/p0']);
    expect(await manyUrls('page 299')).toEqual(['/p299']);
    expect(await manyUrls('page')).toHaveLength(300);
    // An edit to one page's words renames its block and the shards of the words it gained or lost, and no other file.
    const edited = [...indexFiles([...many.slice(0, 299), page('/p299', 'Page 299', 'quokka')])];
    const names = new Set(index.map((file) => file.path));
    const renamed = edited.filter((file) => !names.has(file.path)).map((file) => file.path.replace(/-[0-9a-f]{12}\.json$/, ''));
    expect(renamed.filter((file) => file.endsWith('/b'))).toHaveLength(1);
    expect(renamed.length).toBeLessThan(edited.length / 4);
    expect(await searchOf(edited).urls('quokka')).toEqual(['/p299']);
  });
});

describe('searchTerms', () => {
  it('reads words as the index keeps them: lower case, no accents, stemmed, digits whole', () => {
    expect(searchTerms('Hosting, HOSTED & hosts: café résumé 1Gb/s 99.9%')).toEqual(['host', 'host', 'host', 'cafe', 'resum', '1gb', 's', '99', '9']);
  });
});
