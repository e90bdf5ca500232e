import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { captureIo, fixtureProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
let result: { code: number; stdout: string; stderr: string };

/** One content folder broken in every way issue 7 lists; all problems must come out in one run. */
beforeAll(async () => {
  project = await fixtureProject();
  const edit = async (file: string, change: (text: string) => string) => project.write(file, change(await project.read(file)));
  // Malformed YAML: an unclosed quote, and a tab used for indentation.
  await edit('content/faqs/reseller.yaml', (t) => t.replace(/^title: .*$/m, 'title: "Reseller questions'));
  await edit('content/faqs/sitebuilder.yaml', (t) => t.replace(/^items:\n  - /m, 'items:\n\t- '));
  // A missing required field, and a price written as a number.
  await edit('content/locations/dover.md', (t) => t.replace(/^summary: >-\n  .*\n/m, ''));
  await edit('content/plans/vps.yaml', (t) => t.replace('price: "£3.99"', 'price: 3.99'));
  // Unknown references in each cross-reference field, and an unknown claim token.
  await edit('content/locations/deal.md', (t) => t.replace(/^nearby:\n  - [a-z-]+$/m, 'nearby:\n  - ramsgat'));
  await edit('content/locations/leeds.md', (t) => t.replace(/^nearby:\n  - [a-z-]+$/m, 'nearby:\n  - bradford'));
  await edit('content/services/vps/vps-hosting-uk.md', (t) => t.replace(/^relatedServices: \[[a-z-]+/m, 'relatedServices: [colocaton-uk'));
  await edit('content/pages/contact.md', (t) => t.replace(/^heading: .*$/m, 'heading: "We reply within {ticketRespons}"'));
  // A duplicate slug across two folders, a file outside any collection, invalid UTF-8.
  await project.write('content/services/reseller/colocation-uk.md', await project.read('content/services/colocation/colocation-uk.md'));
  await project.write('content/notes/ideas.md', '# Ideas\n');
  await project.write('content/faqs/broken.yaml', Buffer.from([0x74, 0x69, 0x74, 0x6c, 0x65, 0x3a, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x0a]));
  const output = captureIo();
  const code = await main(['node', 'site', 'build'], { ...output.io, cwd: project.root });
  result = { code, stdout: output.stdout, stderr: output.stderr };
});
afterAll(() => project.cleanup());

describe('site build on badly broken content', () => {
  it('exits 1, writes nothing, and prints no stack trace', () => {
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('reports every problem at once, each with file, line, column, rule and a fix', async () => {
    await expect(result.stderr).toMatchFileSnapshot('./expected/bad-content.txt');
  });
});
