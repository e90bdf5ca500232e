import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.ts';
import { createBuildSession } from '../../src/incremental/buildSession.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

// Watch mode and `site build` are one pipeline: for the same content, a watch rebuild reports
// what a full build from scratch reports: the same problems, the same records left out, the
// same links left out for pages not built. Chelmsford without a name is left out (a warning).
// (The small project leaves no link pending; the lists are compared all the same.)
let project: FixtureProject;
let session: ReturnType<typeof createBuildSession>;

beforeAll(async () => {
  project = await smallProject();
  const file = 'content/locations/chelmsford.md';
  await project.write(file, (await project.read(file)).replace(/^name: Chelmsford\n/m, ''));
  session = createBuildSession({ root: project.root, outDir: 'dist' });
});
afterAll(() => project.cleanup());

/** What a build tells its user, in a form two builds can be compared by. */
const report = (result: BuildResult) => ({
  ok: result.ok,
  diagnostics: result.diagnostics,
  dropped: result.dropped,
  pendingLinks: [...result.pendingLinks].map(([target, from]) => [target, [...from].sort()]).sort(),
});

async function expectSameAsFullBuild(watched: BuildResult) {
  // In memory: a build into another folder would leave the project's build cache describing that
  // folder (a build from scratch saves a fresh cache), and the session would reuse nothing.
  const full = await build({ root: project.root, writer: createMemoryWriter(), deployWriter: createMemoryWriter(), cache: false });
  expect(report(watched)).toEqual(report(full));
}

describe('a watch rebuild', () => {
  it('reports the warnings, left-out records and pending links of a full build', async () => {
    const first = await session.build();
    expect(first.ok).toBe(true);
    expect(first.diagnostics.some((d) => d.severity === 'warning')).toBe(true);
    expect(first.dropped.map((record) => record.file)).toContain('content/locations/chelmsford.md');
    await expectSameAsFullBuild(first);
  });

  it('still reports them after an edit, for the pages it carried over as well as those it rendered', async () => {
    const town = await project.read('content/locations/tenterden.md');
    await project.write('content/locations/tenterden.md', town.replace(/^summary: >-\n  /m, 'summary: >-\n  Edited. '));
    const again = await session.build();
    expect(again.ok).toBe(true);
    expect(again.rendered).toBeGreaterThan(0);
    expect(again.rendered).toBeLessThan(again.pages);
    await expectSameAsFullBuild(again);
  });

  it('fails on the problems a full build fails on, and on no others', async () => {
    const faq = await project.read('content/faqs/home.yaml');
    await project.write('content/faqs/home.yaml', faq.replace(/^title: /m, 'titel: '));
    const broken = await session.build();
    expect(broken.ok).toBe(false);
    await expectSameAsFullBuild(broken);
    await project.write('content/faqs/home.yaml', faq);
  });
});
