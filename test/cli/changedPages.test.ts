import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { changedSummary } from '../../src/cli/buildCommand.ts';
import { build } from '../../src/build.ts';
import { captureIo, smallProject, type FixtureProject } from '../support/fixtureProject.ts';

// After an edit, the build names the pages whose output changed, so a writer sees what the edit did.
let project: FixtureProject;
afterEach(() => project?.cleanup());

describe('the pages an edit changed', () => {
  it('are named by the build, and only those', { timeout: 120_000 }, async () => {
    project = await smallProject();
    expect((await build({ root: project.root })).ok).toBe(true);
    const plans = await project.read('content/plans/vps.yaml');
    const price = /price: "(£[\d.]+)"/.exec(plans)![1]!;
    await project.write('content/plans/vps.yaml', plans.replace(`price: "${price}"`, 'price: "£1.23"'));

    const result = await build({ root: project.root });
    expect(result.ok).toBe(true);
    expect(result.changedPages).toContain('/vps-hosting');
    expect(result.changedPages).not.toContain('/about');
    for (const url of result.changedPages!) expect(url).toMatch(/^\//);

    await project.write('content/plans/vps.yaml', plans);
    const output = captureIo();
    expect(await main(['node', 'site', 'build'], { ...output.io, cwd: project.root })).toBe(0);
    expect(output.stdout).toContain(`  ${changedSummary(result.changedPages!)}\n`);
  });

  it('are listed the first few, then counted', () => {
    expect(changedSummary(['/a', '/b'])).toBe('changed: 2 pages: /a, /b');
    expect(changedSummary(['/a', '/b', '/c', '/d', '/e', '/f', '/g'])).toBe('changed: 7 pages: /a, /b, /c, /d, /e, and 2 more');
    expect(changedSummary([])).toBe('changed: no page');
  });
});
