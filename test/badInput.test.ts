import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { build } from '../src/build.ts';
import { createMemoryWriter } from '../src/emit/writer.ts';
import { pageTemplates } from '../templates/pages/index.ts';
import { smallProject, type FixtureProject } from './support/fixtureProject.ts';

let project: FixtureProject;
beforeAll(async () => {
  project = await smallProject();
});
afterAll(() => project.cleanup());

const memoryBuild = () => build({ root: project.root, writer: createMemoryWriter() });

describe('bad input', () => {
  it('reports a slug used by two files in different folders, naming both', async () => {
    const original = await project.read('content/services/hosting/web-hosting-uk.md');
    await project.write('content/services/vps/web-hosting-uk.md', original);
    try {
      const result = await memoryBuild();
      expect(result.ok).toBe(false);
      expect(result.diagnostics).toEqual([
        expect.objectContaining({
          rule: 'content/duplicate-slug',
          file: 'content/services/vps/web-hosting-uk.md',
          message: 'Slug "web-hosting-uk" is already used by content/services/hosting/web-hosting-uk.md',
        }),
      ]);
    } finally {
      await project.remove('content/services/vps/web-hosting-uk.md');
    }
  });

  it('builds a very long field value intact, and keeps messages about one short', async () => {
    const town = await project.read('content/locations/deal.md');
    const long = 'Deal has a long history. '.repeat(4000);
    await project.write('content/locations/deal.md', town.replace(/^summary: >-\n  .*$/m, `summary: >-\n  ${long}`));
    const ok = await build({ root: project.root, writer: createMemoryWriter() });
    expect(ok.ok).toBe(true);
    await project.write('content/locations/deal.md', town.replace(/^county: Kent$/m, `county: [${'x'.repeat(5000)}]`));
    const bad = await memoryBuild();
    expect(bad.diagnostics).toHaveLength(1);
    expect(bad.diagnostics[0]!.found!.length).toBeLessThanOrEqual(80);
    await project.write('content/locations/deal.md', town);
  });
});

describe('nothing lost', () => {
  const hashTree = async (dir: string) => {
    const hash = createHash('sha256');
    for (const file of (await fg('**/*', { cwd: dir, dot: true })).sort()) hash.update(file).update(await readFile(path.join(dir, file)));
    return hash.digest('hex');
  };

  it('leaves the previous dist/ byte-identical when a template throws, and names the page', async () => {
    expect((await build({ root: project.root })).ok).toBe(true);
    const before = await hashTree(path.join(project.root, 'dist'));
    const about = pageTemplates.about;
    pageTemplates.about = () => {
      throw new Error('template bug');
    };
    // A content edit, so the build cannot stop early as "unchanged".
    const faq = await project.read('content/faqs/home.yaml');
    await project.write('content/faqs/home.yaml', faq.replace('title: ', 'title: Your '));
    try {
      // From scratch: the build cache would rightly reuse /about, whose code on disk is unchanged.
      const result = await build({ root: project.root, cache: false });
      expect(result.ok).toBe(false);
      expect(result.diagnostics).toEqual([
        expect.objectContaining({ rule: 'render/template-error', message: 'Template "about" failed for /about: template bug' }),
      ]);
      expect(await hashTree(path.join(project.root, 'dist'))).toBe(before);
    } finally {
      pageTemplates.about = about;
      await project.write('content/faqs/home.yaml', faq);
    }
  });
});
