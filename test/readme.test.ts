import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { collections } from '../src/content/collections.ts';
import { packageRoot } from '../src/projectPaths.ts';

describe('README.md', () => {
  it('lists every content folder and file the build reads in its content table', async () => {
    const readme = await readFile(path.join(packageRoot, 'README.md'), 'utf8');
    const start = readme.indexOf('\n## Content layout\n');
    expect(start).toBeGreaterThan(0);
    const section = readme.slice(start + 1);
    const end = section.indexOf('\n## ');
    const table = end === -1 ? section : section.slice(0, end);
    const missing = collections.flatMap((collection) => {
      const folder = path.dirname(collection.pattern).replace(/\/\*\*$/, '');
      const file = path.basename(collection.pattern);
      const names = [...(folder === '.' ? [] : [`content/${folder}/`]), ...(file.includes('*') ? [] : [file])];
      return names.filter((name) => !table.includes(name)).map((name) => `${collection.name}: ${name}`);
    });
    expect(missing).toEqual([]);
  });
});
