import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
const redirects = 'content/redirects.yaml';
const guide = 'content/services/knowledge/google-business-profile-guide.md';

beforeAll(async () => {
  project = await smallProject();
});
afterAll(() => project.cleanup());

async function buildWith(entries: string) {
  await project.write(redirects, `redirects:\n${entries}\n`);
  const memory = createMemoryWriter();
  return { result: await build({ root: project.root, writer: memory }), files: memory.files };
}

describe('content/redirects.yaml', () => {
  it('retires a page: its file deleted, its old address sent on to the page that replaces it, on every host', async () => {
    const text = await project.read(guide);
    const linking = 'content/services/knowledge/local-seo-for-kent-businesses.md';
    const linkingText = await project.read(linking);
    await project.remove(guide);
    // As content/README.md says: the build names the links left to the retired page; they go too.
    await project.write(linking, linkingText.replace('google-business-profile-guide, ', ''));
    const { result, files } = await buildWith('  - from: /google-business-profile-guide\n    to: /local-seo-for-kent-businesses');
    await project.write(guide, text);
    await project.write(linking, linkingText);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(files.has('google-business-profile-guide.html')).toBe(false);
    expect(String(files.get('_redirects'))).toMatch(/^\/google-business-profile-guide \/local-seo-for-kent-businesses 301$/m);
  });

  it('refuses, each at its own entry and all at once, a redirect from a page still built and one from an address already redirected', async () => {
    const { result } = await buildWith(
      [
        '  - from: /old-prices',
        '    to: /hosting',
        '  - from: /google-business-profile-guide',
        '    to: /local-seo-for-kent-businesses',
        '  - from: /about',
        '    to: /contact',
        '  - from: /old-prices',
        '    to: /vps-hosting',
      ].join('\n'),
    );
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(({ rule, file, line, field, message, hint }) => ({ rule, file, line, field, message, hint }))).toEqual([
      {
        rule: 'content/redirect-from-page',
        file: redirects,
        line: 4,
        field: 'redirects[1].from',
        message: `/google-business-profile-guide is still a page: ${guide} builds it`,
        hint: `To retire the page, delete ${guide} (or mark it \`draft: true\`) and keep this entry; to keep the page, delete this entry.`,
      },
      {
        rule: 'content/redirect-from-page',
        file: redirects,
        line: 6,
        field: 'redirects[2].from',
        message: '/about is a page the site always builds',
        hint: 'A fixed page cannot be retired with a redirect: delete this entry.',
      },
      {
        rule: 'content/duplicate-redirect',
        file: redirects,
        line: 8,
        field: 'redirects[3].from',
        message: '/old-prices is already redirected by the entry on line 2',
        hint: 'Keep one of the two: delete this entry, or the one on line 2.',
      },
    ]);
  });

  it("retires a local service's own page, keeping its county and place pages, and takes an old address with a file extension", async () => {
    const { result, files } = await buildWith('  - from: /web-hosting\n    to: /hosting\n  - from: /prices.php\n    to: /hosting');
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(files.has('web-hosting.html')).toBe(false);
    expect(files.has('web-hosting/kent/dover.html')).toBe(true);
    expect(String(files.get('_redirects'))).toMatch(/^\/web-hosting \/hosting 301$/m);
    expect(String(files.get('_redirects'))).toMatch(/^\/prices\.php \/hosting 301$/m);
  });
});
