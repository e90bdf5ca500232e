import {
  BLOCK_PAGES,
  ENTRY_FILE,
  FORMAT,
  HEADING_BONUS,
  rarity,
  SEARCH_FOLDER,
  shardOf,
  WEIGHT_SCALE,
  type IndexBlock,
  type IndexEntry,
  type IndexShard,
} from './indexFormat.ts';
import { filterTerm, HEADING_MARK, headingTerm, searchWords, stem } from './terms.ts';

/** A page found: its number, score, and what a result shows of it, loaded only when asked for. */
export interface Found {
  page: number;
  score: number;
  data(): Promise<FoundPage>;
}

export interface FoundPage {
  url: string;
  title: string;
  /** A run of the page's text around the words found, HTML-escaped, the words found in `<mark>`. */
  excerpt: string;
}

/** Reads one file of the index by its path under the site's root (`search-index/…`): `fetch` in the browser, the disk in a test. */
export type LoadFile = (path: string) => Promise<unknown>;

/**
 * The search of an index (indexFormat.ts): every page that holds every word of the query (the
 * last word also as the start of a longer one, for a visitor still typing), best first. A page
 * scores the sum of each word's weight on it times the word's rarity across the site, and
 * HEADING_BONUS more when the query is its heading or title word for word; pages of equal score
 * keep their address order. `filters` keep only the pages with those filters' values. Each file is fetched once, and only when a query needs it.
 */
export function searchIndex(load: LoadFile): (query: string, filters?: Readonly<Record<string, string>>) => Promise<Found[]> {
  const files = new Map<string, Promise<unknown>>();
  const file = <T>(name: string) => {
    if (!files.has(name)) files.set(name, load(`${SEARCH_FOLDER}/${name}`));
    return files.get(name) as Promise<T>;
  };
  const entry = () =>
    file<IndexEntry>(ENTRY_FILE).then((read) => {
      if (read.format !== FORMAT) throw new Error(`search index of format ${String(read.format)}, not ${String(FORMAT)}`);
      return read;
    });
  const shard = (index: IndexEntry, i: number) => file<IndexShard>(`s-${index.shards[i]}.json`);
  const block = (index: IndexEntry, page: number) => file<IndexBlock>(`b-${index.blocks[Math.floor(page / BLOCK_PAGES)]}.json`);

  /** The postings of the terms `match` accepts among those from `from` up to `to`, as page → weight (the highest where several terms match). */
  const postings = async (index: IndexEntry, from: string, to: string, match: (term: string) => boolean) => {
    const found = new Map<number, number>();
    for (let i = shardOf(index, from); i <= shardOf(index, to); i++) {
      const { terms, postings: lists } = await shard(index, i);
      terms.forEach((term, t) => {
        if (!match(term)) return;
        const pairs = lists[t]!;
        for (let p = 0, page = 0; p < pairs.length; p += 2) {
          page += pairs[p]!;
          found.set(page, Math.max(found.get(page) ?? 0, pairs[p + 1]!));
        }
      });
    }
    return found;
  };

  return async (query, filters = {}) => {
    const words = searchWords(query);
    if (words.length === 0) return [];
    const index = await entry();
    // A filter (`kind`, `county`: the page's record says which it has) keeps the pages that have it, and adds nothing to their score.
    const kept = await Promise.all(
      Object.entries(filters)
        .map(([name, value]) => filterTerm(name, value))
        .map((term) => postings(index, term, term, (found) => found === term)),
    );
    const last = words.length - 1;
    const lists = await Promise.all(
      words.map((word, i) => {
        const term = stem(word);
        if (i < last) return postings(index, term, term, (found) => found === term);
        // The last word as typed so far: its stem, or any term it begins.
        const [from, to] = [term < word ? term : word, term > `${word}\uffff` ? term : `${word}\uffff`];
        return postings(index, from, to, (found) => found === term || found.startsWith(word));
      }),
    );
    const heading = headingTerm(query);
    const whole = heading === HEADING_MARK ? new Map<number, number>() : await postings(index, heading, heading, (found) => found === heading);
    const rarities = lists.map((list) => rarity(list.size, index.pages));
    const found: Found[] = [];
    for (const [page] of [...lists].sort((a, b) => a.size - b.size)[0]!) {
      if (!lists.every((list) => list.has(page)) || !kept.every((list) => list.has(page))) continue;
      let score = whole.has(page) ? HEADING_BONUS : 0;
      lists.forEach((list, i) => (score += (rarities[i]! * list.get(page)!) / WEIGHT_SCALE));
      found.push({ page, score, data: () => block(index, page).then((pages) => shown(pages[page % BLOCK_PAGES]!, words)) });
    }
    return found.sort((a, b) => b.score - a.score || a.page - b.page);
  };
}

/** Words an excerpt holds. */
const EXCERPT_WORDS = 30;

/** A result as shown: the excerpt is the run of EXCERPT_WORDS words of the page's text that holds the most of the query's words. */
function shown([url, title, text]: IndexBlock[number], query: readonly string[]): FoundPage {
  const stems = new Set(query.map(stem));
  const typed = query.at(-1)!;
  const words = text.split(/\s+/).filter((word) => word !== '');
  const hit = words.map((word) => {
    const [plain = ''] = searchWords(word);
    return plain !== '' && (stems.has(stem(plain)) || plain.startsWith(typed));
  });
  let best = 0;
  let bestHits = -1;
  let hits = 0;
  for (let i = 0; i < words.length; i++) {
    hits += hit[i] ? 1 : 0;
    if (i >= EXCERPT_WORDS) hits -= hit[i - EXCERPT_WORDS] ? 1 : 0;
    const start = Math.max(0, i - EXCERPT_WORDS + 1);
    if (hits > bestHits) [best, bestHits] = [start, hits];
  }
  const run = words.slice(best, best + EXCERPT_WORDS).map((word, i) => (hit[best + i] ? `<mark>${escaped(word)}</mark>` : escaped(word)));
  return { url, title, excerpt: `${best > 0 ? '… ' : ''}${run.join(' ')}${best + EXCERPT_WORDS < words.length ? ' …' : ''}` };
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
