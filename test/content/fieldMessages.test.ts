import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
beforeAll(async () => {
  project = await smallProject();
});
afterAll(() => project.cleanup());

// A message is read after the field's name: "`origin` should be …", whichever rule found it.
describe('a value that breaks its field’s rule', () => {
  it('is reported as "`field` should be …", for the schemas’ own words and zod’s alike', async () => {
    const edit = async (file: string, from: string | RegExp, to: string) => project.write(file, (await project.read(file)).replace(from, to));
    await edit('content/site.yaml', 'origin: https://www.kentwebhosting.example', 'origin: www.kentwebhosting.example');
    await edit('content/locations/guildford.md', /^  - woking$/m, '  - Woking Town');
    await edit('content/plans/enhance.yaml', 'price: "£2.99"', 'price: "2.99"');
    const result = await build({ root: project.root, writer: createMemoryWriter() });
    expect(result.diagnostics.map((d) => d.message).sort()).toEqual([
      '`nearby[0]` should be a slug: lowercase letters, digits and single hyphens',
      '`origin` should be an absolute http(s) URL',
      '`plans[0].price` should be a price in pounds, written like "£4.99"',
    ]);
  });
});
