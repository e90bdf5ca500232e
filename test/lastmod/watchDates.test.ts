import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { createBuildSession } from '../../src/incremental/buildSession.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { git } from '../support/git.ts';

// `site serve --watch` in a writer's repository: the session keeps what the commits say between
// saves and asks git only what is uncommitted, until HEAD moves. Its sitemap must still date
// each page as a build from scratch of the same files and commit does.
const TOWN = 'content/locations/tenterden.md';
const TOWN_PAGE = '/kent/tenterden';
const SAVED_AT = 1_767_225_600; // 2026-01-01T00:00:00Z: the time of the build, by SOURCE_DATE_EPOCH
const SAVED_DAY = '2026-01-01T00:00:00Z';

const lastmodOf = (sitemap: string, url: string) => new RegExp(`<loc>https://[^/<]+${url}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];

let project: FixtureProject;
let epoch: string | undefined;
beforeAll(() => {
  epoch = process.env.SOURCE_DATE_EPOCH;
  process.env.SOURCE_DATE_EPOCH = String(SAVED_AT);
});
afterAll(async () => {
  if (epoch === undefined) delete process.env.SOURCE_DATE_EPOCH;
  else process.env.SOURCE_DATE_EPOCH = epoch;
  await project?.cleanup();
});

describe('a watch session in a git repository', () => {
  it('dates a saved page at the save, then at its commit, each time as a build from scratch does', async () => {
    project = await smallProject();
    const { root } = project;
    git(root, ['init', '-q', '-b', 'main']);
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '-m', 'content'], '2025-03-04T10:00:00Z');
    const session = createBuildSession({ root });
    const sitemap = async () => readFile(path.join(root, 'dist/sitemap.xml'), 'utf8');
    /** The session's sitemap, held to one from a build from scratch of the same files. */
    const sessionSitemap = async () => {
      expect((await session.build()).ok).toBe(true);
      const fresh = await build({ root, outDir: 'fresh', cache: false, drafts: true });
      expect(fresh.ok).toBe(true);
      const text = await sitemap();
      expect(text).toBe(await readFile(path.join(root, 'fresh/sitemap.xml'), 'utf8'));
      return text;
    };

    const first = await sessionSitemap();
    expect(lastmodOf(first, TOWN_PAGE)).toBe('2025-03-04T10:00:00Z');

    // Saved, not committed: dated at the time of the build. Saved again: the same.
    const town = await project.read(TOWN);
    await project.write(TOWN, town.replace(/^summary: >-\n  /m, 'summary: >-\n  Saved. '));
    const saved = await sessionSitemap();
    expect(lastmodOf(saved, TOWN_PAGE)).toBe(SAVED_DAY);
    expect(lastmodOf(saved, '/about')).toBe('2025-03-04T10:00:00Z');
    await project.write(TOWN, town.replace(/^summary: >-\n  /m, 'summary: >-\n  Saved again. '));
    expect(lastmodOf(await sessionSitemap(), TOWN_PAGE)).toBe(SAVED_DAY);

    // Committed: HEAD moved, so the session reads the history again and dates the page by the commit.
    git(root, ['commit', '-q', '-am', 'tenterden'], '2025-09-10T08:00:00Z');
    expect(lastmodOf(await sessionSitemap(), TOWN_PAGE)).toBe('2025-09-10T08:00:00Z');

    // Back as committed before: the working tree equals HEAD, nothing is uncommitted.
    await project.write(TOWN, town);
    expect(lastmodOf(await sessionSitemap(), TOWN_PAGE)).toBe(SAVED_DAY);
    git(root, ['commit', '-q', '-am', 'tenterden as it was'], '2025-10-01T08:00:00Z');
    expect(lastmodOf(await sessionSitemap(), TOWN_PAGE)).toBe('2025-10-01T08:00:00Z');
  }, 120_000);
});
