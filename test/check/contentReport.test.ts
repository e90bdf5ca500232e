import { writeFile } from 'node:fs/promises';
import { cacheDir } from '../../src/cache/cacheDir.ts';
import { cachePath, readJsonEntry, writeJsonEntry } from '../../src/cache/siteCache.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { check } from '../../src/check.ts';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';
import { smallSite } from '../support/smallSite.ts';

// A build leaves what `site check` would say about the content in .site-cache, keyed by the
// fingerprint of everything it read; a check of the same content reports it without reading
// the content again. Whatever it reuses, it must report exactly what a check from scratch reports.
let project: FixtureProject;
beforeAll(async () => {
  project = await smallProject();
  expect((await build({ root: project.root })).ok).toBe(true);
  // The report is about the content, whatever pages are checked: three pages check quickly.
  for (const [file, data] of Object.entries(smallSite())) await project.write(`small/${file}`, data);
}, 60_000);
afterAll(() => project.cleanup());

const reportFile = () => cachePath(cacheDir(project.root), 'contentReport');
const contentFindings = (findings: Diagnostic[]) => findings.filter((f) => f.file.startsWith('content/'));
const sentinel: Diagnostic = { file: 'content/site.yaml', line: 1, column: 1, severity: 'warning', rule: 'content/sentinel', message: 'From the report' };

describe('site check after a build', () => {
  it("reports the build's content findings, which are exactly those of a check that reads the content", async () => {
    const reused = await check({ root: project.root, dir: 'small' });
    const cold = await check({ root: project.root, dir: 'small', cache: false });
    expect(contentFindings(cold.findings).map((f) => f.rule)).toContain('content/placeholder');
    expect(reused.findings).toEqual(cold.findings);
  }, 60_000);

  it('takes them from the report while the content is the one built, and reads the content once it changes', async () => {
    const stored = (await readJsonEntry<{ findings: Diagnostic[] }>(cacheDir(project.root), 'contentReport'))!;
    await writeJsonEntry(cacheDir(project.root), 'contentReport', { ...stored, findings: [...stored.findings, sentinel] });
    expect((await check({ root: project.root, dir: 'small' })).findings).toContainEqual(sentinel);
    // Not with --no-cache.
    expect((await check({ root: project.root, dir: 'small', cache: false })).findings).not.toContainEqual(sentinel);

    // The phone number is a real one now, but nothing was built since.
    const site = await project.read('content/site.yaml');
    await project.write('content/site.yaml', site.replace('01632 960 123', '01622 123 456'));
    const edited = await check({ root: project.root, dir: 'small' });
    expect(edited.findings).not.toContainEqual(sentinel);
    expect(edited.findings.filter((f) => f.field === 'contact.phone')).toEqual([]);
    expect(edited.findings).toEqual((await check({ root: project.root, dir: 'small', cache: false })).findings);
  }, 60_000);

  it('reads the content when the report is damaged', async () => {
    await writeFile(reportFile(), '{"findings": [');
    expect((await check({ root: project.root, dir: 'small' })).findings).toEqual((await check({ root: project.root, dir: 'small', cache: false })).findings);
  }, 60_000);
});
