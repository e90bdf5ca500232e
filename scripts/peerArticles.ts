// The articles the bench gives this project's peers (Hugo, Eleventy): the same Markdown bodies
// as the records of this project's sets, each under a title and description, so every tool
// renders the same text.
import { parse } from 'yaml';
import { article } from './scaleSet.ts';

export interface PeerArticle {
  /** The file name without `.md`: the record's slug. */
  slug: string;
  title: string;
  description: string;
  /** The Markdown body, byte for byte the record's. */
  body: string;
}

/** A record's front matter, parsed, and its body as written. */
export function recordParts(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) return { data: {}, body: text };
  return { data: (parse(match[1]!) ?? {}) as Record<string, unknown>, body: text.slice(match[0].length) };
}

/** The knowledge set's generated articles (scripts/scaleSet.ts) as peers' articles. */
export function scaleArticles(count: number): PeerArticle[] {
  return Array.from({ length: count }, (_, i) => {
    const { data, body } = recordParts(article(i));
    return { slug: `guide-${String(i).padStart(5, '0')}`, title: String(data['name']), description: String(data['description']), body };
  });
}

/** A front matter value as YAML: JSON's quoted strings and arrays are YAML too, and need no escaping rules of their own. */
export const yamlValue = (value: string | readonly string[]) => JSON.stringify(value);
