import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { check } from '../../src/check.ts';
import { readMarker } from '../../src/emit/fingerprint.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

// What `site build` and `site check` record of the files changed since the last check
// (src/cache/outputChanges.ts), which decides the heap of the check's first worker.
let project: FixtureProject;
beforeAll(async () => {
  project = await smallProject({ checkedPages: true });
}, 60_000);
afterAll(() => project.cleanup());

const record = async () => JSON.parse(await readFile(path.join(project.root, '.site-cache', 'output-changes.json'), 'utf8')) as Record<string, unknown>;
const dist = () => path.join(project.root, 'dist');

describe('the files builds changed since the last check', () => {
  it('are none after a check, what each build wrote after it, and none again after the next check', async () => {
    expect((await build({ root: project.root })).ok).toBe(true);
    await check({ root: project.root });
    const checked = await record();
    expect(checked).toMatchObject({ dir: dist(), fingerprint: (await readMarker(dist()))!.fingerprint, changed: 0 });

    const about = await project.read('content/pages/about.md');
    await project.write('content/pages/about.md', about.replace(/^title: .*$/m, 'title: About us, edited'));
    const edited = await build({ root: project.root });
    expect(edited.ok).toBe(true);
    const afterEdit = await record();
    // The page, and the sitemap whose dates moved; the code the check ran is kept.
    expect(afterEdit.changed).toBeGreaterThan(0);
    expect(afterEdit.changed).toBeLessThan(10);
    expect(afterEdit).toMatchObject({ dir: dist(), fingerprint: (await readMarker(dist()))!.fingerprint, code: checked.code });

    await check({ root: project.root });
    expect(await record()).toMatchObject({ fingerprint: (await readMarker(dist()))!.fingerprint, changed: 0 });
  });

  it('are unknown after a build into an empty folder, or one that started from another build', async () => {
    await check({ root: project.root });
    await rm(dist(), { recursive: true });
    expect((await build({ root: project.root })).ok).toBe(true);
    expect((await record()).fingerprint).toBeUndefined();

    await check({ root: project.root });
    // The folder is changed under the record: a build into it starts from another build than the one checked.
    await writeFile(
      path.join(dist(), '.site-output'),
      (await readFile(path.join(dist(), '.site-output'), 'utf8')).replace(/^fingerprint \w+$/m, 'fingerprint 0000'),
    );
    await project.write('content/pages/about.md', (await project.read('content/pages/about.md')).replace(/^title: .*$/m, 'title: About us, again'));
    expect((await build({ root: project.root })).ok).toBe(true);
    expect((await record()).fingerprint).toBeUndefined();
  });
});
