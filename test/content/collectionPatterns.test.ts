import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, patternMatcher } from '../../src/content/collections.ts';
import { listSafeFiles } from '../../src/content/listSafeFiles.ts';

// The content stage walks content/ once and matches each collection's pattern against that
// listing; it used to ask fast-glob once per collection. The two must claim the same entries.
const entries = [
  'site.yaml',
  'figures.yaml',
  'ui.yaml',
  'redirects.yaml',
  'locations/dover.md',
  'locations/kent/dover.md',
  'locations/dover.yaml',
  'locations/dover.md.bak',
  'locations/notes/',
  'services/web-hosting.md',
  'services/hosting/web-hosting-uk.md',
  'services/hosting/deep/er/guide.md',
  'services/hosting/README.md',
  'plans/enhance.yaml',
  'plans/vps.yaml',
  'plans/tiers/small.yaml',
  'plans/tiers/nested/small.yaml',
  'catalogue/addons.yaml',
  'faqs/home.yaml',
  'faqs/home.yml',
  'pages/about.md',
  'pages/deep/about.md',
  'stray.md',
  'site.yaml.orig',
];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-patterns-'));
  for (const entry of entries) {
    const full = path.join(dir, entry);
    await mkdir(entry.endsWith('/') ? full : path.dirname(full), { recursive: true });
    if (!entry.endsWith('/')) await writeFile(full, 'x');
  }
  // A link is matched as an entry, whatever it points at.
  await symlink(path.join(dir, 'locations', 'dover.md'), path.join(dir, 'locations', 'linked.md'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("a collection's pattern", () => {
  it.each(collections.map((c) => [c.name, c.pattern] as const))('%s (%s) claims from one walk what fast-glob finds', async (_, pattern) => {
    const listed = listSafeFiles(dir, { name: 'content/', relative: (file) => file, ignore: [] });
    const found = (await fg(pattern, { cwd: dir, onlyFiles: false, followSymbolicLinks: false })).sort();
    expect(listed.entries.filter(patternMatcher(pattern))).toEqual(found);
  });

  it('matches under a folder prefix as the sitemap dates collections', () => {
    const matches = patternMatcher('content/services/**/*.md');
    expect(['content/services/a.md', 'content/services/x/y/a.md', 'content/servicesa.md', 'content/services/a.mdx'].map(matches)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
