import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { fixtureProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
const redirects = 'content/redirects.yaml';
const guide = 'content/services/knowledge/google-business-profile-guide.md';

beforeAll(async () => {
  project = await fixtureProject();
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

  it('refuses a redirect from an address that is still a page, naming both', async () => {
    const { result } = await buildWith('  - from: /google-business-profile-guide\n    to: /local-seo-for-kent-businesses');
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toEqual([expect.objectContaining({ rule: 'routes/duplicate-url', message: expect.stringContaining('/google-business-profile-guide') })]);
  });
});
