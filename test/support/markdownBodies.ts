import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { splitFrontmatter } from '../../src/content/splitFrontmatter.ts';
import { article } from '../../scripts/scaleSet.ts';
import { place } from '../../scripts/locationSet.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A content file's Markdown body, as the content stage splits it off. */
export const bodyOf = (text: string) => splitFrontmatter(text.replace(/\r\n?/g, '\n')).body;

/** Every Markdown body of the real content, then `generated` articles and places of the benchmark sets. */
export function markdownBodies(generated: number): { file: string; body: string }[] {
  const files = fg.sync('content/**/*.md', { cwd: root, ignore: ['content/schemas/**', 'content/README.md'] });
  return [
    ...files.map((file) => ({ file, body: bodyOf(readFileSync(path.join(root, file), 'utf8')) })),
    ...Array.from({ length: generated }, (_, i) => ({ file: `article ${i}`, body: bodyOf(article(i)) })),
    ...Array.from({ length: generated }, (_, i) => ({ file: `place ${i}`, body: bodyOf(place(i, generated)) })),
  ];
}
