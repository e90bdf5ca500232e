import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { main } from '../../src/cli/main.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { captureIo, smallProject, smallProjectRoot, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
beforeAll(async () => {
  project = await smallProject();
  const file = 'content/locations/chelmsford.md';
  await project.write(file, (await project.read(file)).replace(/^name: Chelmsford\n/m, ''));
});
afterAll(() => project.cleanup());

const run = async (...args: string[]) => {
  const output = captureIo();
  const code = await main(['node', 'site', 'build', '--no-cache', ...args], { ...output.io, cwd: project.root });
  return { code, stdout: output.stdout, stderr: output.stderr };
};

describe('a record left out for missing content', () => {
  it('is listed in the build summary with every page it took away and the links to them', async () => {
    const { code, stderr } = await run('--out', 'loud');
    expect(code).toBe(0);
    await expect(stderr).toMatchFileSnapshot('./expected/dropped-record.txt');
  });

  it('fails the build with --strict, and nothing is written', async () => {
    const { code, stdout, stderr } = await run('--strict', '--out', 'strict');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('1 record not published for missing content (--strict fails on it):');
    expect(stderr.trimEnd().split('\n').at(-1)).toBe('Build failed (--strict: warnings count): nothing was written, strict/ is unchanged.');
    expect(
      await access(path.join(project.root, 'strict')).then(
        () => true,
        () => false,
      ),
    ).toBe(false);
  });

  it("takes away exactly the pages it lists: a Kent town's /kent page and the links to it included", async () => {
    const file = 'content/locations/deal.md';
    const original = await project.read(file);
    await project.write(file, original.replace(/^industries:\n(  - .*\n)+/m, 'industries: []\n'));
    try {
      const [whole, missing] = await Promise.all([builtPages(smallProjectRoot), builtPages(project.root)]);
      const gone = [...whole.pages].filter((url) => !missing.pages.has(url)).sort();
      expect(gone).toContain('/kent/deal');
      expect(missing.dropped.flatMap((record) => record.pages.map((page) => page.url)).sort()).toEqual(gone);
      const deal = missing.dropped.find((record) => record.slug === 'deal')!;
      expect(deal.pages.find((page) => page.url === '/kent/deal')!.linkedFrom.length).toBeGreaterThan(0);
    } finally {
      await project.write(file, original);
    }
  });
});

/** The pages a build of `root` makes, from its sitemap, and the records it left out. */
async function builtPages(root: string) {
  const memory = createMemoryWriter();
  const result = await build({ root, writer: memory });
  const sitemap = String(memory.files.get('sitemap.xml'));
  const pages = new Set([...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!));
  return { pages, dropped: result.dropped };
}
