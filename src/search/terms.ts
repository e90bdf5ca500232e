import { stemmer } from 'stemmer';

/**
 * The words of a text as the index keeps them and a query looks them up: lower case, accents
 * taken off, split at anything that is not a letter or a digit, each word cut to its stem
 * (Porter's, so "hosting", "hosted" and "host" meet). One function for both sides: the build
 * (src/search/indexFiles.ts) and the search page's engine (templates/client/searchEngine.ts), so a
 * query's words are always the index's.
 */
export function searchTerms(text: string): string[] {
  return searchWords(text).map(stem);
}

/** A text's words before stemming, in order: what an excerpt marks and a prefix is matched against. */
export function searchWords(text: string): string[] {
  // Most text is ASCII, which needs no accents taken off and splits on a simpler pattern.
  const ascii = !/[\u0080-\uffff]/.test(text);
  const words = ascii ? text.toLowerCase().split(/[^a-z0-9]+/) : plain(text).split(/[^\p{L}\p{N}]+/u);
  return words.filter((word) => word !== '');
}

/** One word's stem: words of digits are kept whole ("1gb" too), since a stemmer reads only English words. */
export function stem(word: string): string {
  let found = stems.get(word);
  if (found === undefined) stems.set(word, (found = /\d/.test(word) ? word : stemmer(word)));
  return found;
}

/** Stems by word: a site's words are few beside the times they are used, and the stemmer is the costly part of reading them. */
const stems = new Map<string, string>();

/**
 * The term a whole heading is kept under, beside its words: a query that is the heading of a page,
 * word for word, finds that page first, before the pages that share its words (a hub's heading,
 * "Server Colocation", is made of words that 40 of its places' headings also hold).
 */
export const headingTerm = (text: string): string => `${HEADING_MARK}${searchTerms(text).join(' ')}`;

/** What a heading's term starts with: no word does, since every word is letters and digits. */
export const HEADING_MARK = '=';

/** The term a page's filter is kept under (its kind, its county): `:kind=location`, for a search limited to pages of one kind or county. */
export const filterTerm = (name: string, value: string): string => `:${name}=${value}`;

const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
