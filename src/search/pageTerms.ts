import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { FIELD_WEIGHT } from './indexFormat.ts';
import { headingTerm, searchTerms } from './terms.ts';

/**
 * A page's terms as the index adds them (src/search/indexFiles.ts): each word's count, weighed by
 * where it stands (FIELD_WEIGHT); the number of its words, its length; and its heading's and
 * title's terms whole (`headingTerm`), whose count is WHOLE. Made once, where the page is
 * rendered (searchInput.ts), and kept with its record, so that an index made again after an edit
 * reads no page's words but the edited pages'.
 */
export interface PageTerms {
  length: number;
  counts: Map<string, number>;
}

/** The count of a term that is not a word (a whole heading, a filter): its weight is 1, whatever the page's length. */
export const WHOLE = 0;

/** What leads a heading's line in a record's text, before its level (1 to 6). */
export const HEADING = '\u0001';

/** The terms of a page from its title and its text (a line a block, a heading's line led by HEADING and its level). */
export function pageTerms(title: string, text: string): PageTerms {
  const counts = new Map<string, number>();
  let length = 0;
  const add = (line: string, weight: number) => {
    const terms = lineTerms(line);
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + weight);
    length += terms.length;
  };
  const whole = (line: string) => {
    const term = headingTerm(line);
    if (term !== headingTerm('')) counts.set(term, WHOLE);
  };
  add(title, FIELD_WEIGHT.title);
  for (const line of text.split('\n')) {
    if (!line.startsWith(HEADING)) add(line, FIELD_WEIGHT.text);
    else if (line.charAt(1) !== '1') add(line.slice(2), FIELD_WEIGHT.heading);
    else {
      add(line.slice(2), FIELD_WEIGHT.h1);
      whole(line.slice(2));
    }
  }
  // After the words: a heading term never shares a name with a word (it starts with HEADING_MARK).
  whole(title);
  return { length, counts };
}

/** A page's terms as the record keeps them: `length`, then a line a term (`term count`), deflated. */
export function packTerms({ length, counts }: PageTerms): Uint8Array {
  const lines = [String(length)];
  for (const [term, count] of counts) lines.push(`${term} ${count}`);
  // A copy of its own, as the record's text (searchInput.ts): not a view of zlib's buffer.
  return new Uint8Array(deflateRawSync(lines.join('\n'), { level: 1 }));
}

/** The terms `packTerms` kept. */
export function unpackTerms(packed: Uint8Array): PageTerms {
  const [length = '0', ...lines] = inflateRawSync(packed).toString('utf8').split('\n');
  const counts = new Map<string, number>();
  for (const line of lines) {
    const space = line.lastIndexOf(' ');
    counts.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return { length: Number(length), counts };
}

/**
 * A line's terms, kept for the lines seen last: pages of one kind repeat most of their lines word
 * for word (a service's features on each of its places), and reading a line's words is most of
 * the time a page's terms take. Cleared when full, so what it holds stays small at any size of site.
 */
function lineTerms(line: string): string[] {
  // A long line is seldom repeated, and kept it would hold its page's text.
  if (line.length > SEEN_LINE_CHARS) return searchTerms(line);
  let terms = seenLines.get(line);
  if (terms === undefined) {
    if (seenLines.size >= SEEN_LINES) seenLines.clear();
    seenLines.set(line, (terms = searchTerms(line)));
  }
  return terms;
}

const SEEN_LINES = 20_000;
const SEEN_LINE_CHARS = 300;
const seenLines = new Map<string, string[]>();
