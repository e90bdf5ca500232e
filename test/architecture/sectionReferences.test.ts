import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/projectPaths.ts';

/** The headings of a Markdown file, lower-cased, without their code marks. */
const headingsOf = (file: string) =>
  [...readFileSync(path.join(packageRoot, file), 'utf8').matchAll(/^#+ (.+)$/gm)].map((match) => match[1]!.replace(/`/g, '').toLowerCase());

// Writers are sent to a section by its name in quotes (`see "Drafts"`, `content/README.md,
// "Prices"`): each such name must be a section of the writers' guide.
describe('section names quoted in the writers guide and beside content', () => {
  it('name a section of content/README.md', () => {
    const headings = headingsOf('content/README.md');
    const files = fg.sync(['content/README.md', 'content/**/*.yaml', 'src/content/schemas/*.ts'], { cwd: packageRoot, ignore: ['content/schemas/**'] });
    const missing: string[] = [];
    let found = 0;
    for (const file of files) {
      const text = readFileSync(path.join(packageRoot, file), 'utf8');
      for (const [, name] of text.matchAll(/(?:README\.md, |[Ss]ee )"([^"]+)"/g)) {
        found++;
        if (!headings.some((heading) => heading.includes(name!.toLowerCase()))) missing.push(`${file}: "${name}"`);
      }
    }
    expect(found).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
