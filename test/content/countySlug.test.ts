import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { countySlug } from '../../src/content/countySlug.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

describe('countySlug', () => {
  it.each([
    ['Tyne and Wear', 'tyne-and-wear'],
    ['Kent', 'kent'],
    ['Brighton & Hove', 'brighton-and-hove'],
    ['Ynys Môn', 'ynys-mon'],
    ["King's Lynn and West Norfolk", 'kings-lynn-and-west-norfolk'],
    ['  Bath and North East Somerset ', 'bath-and-north-east-somerset'],
    ['Perth & Kinross / Angus', 'perth-and-kinross-angus'],
  ])('%j → %s', (county, slug) => {
    expect(countySlug(county)).toBe(slug);
  });
});

describe('counties in content', () => {
  let project: FixtureProject;
  beforeAll(async () => {
    project = await smallProject();
  });
  afterAll(() => project.cleanup());

  it('publish a county written with & and accents at the address a person would write', async () => {
    await project.write(
      'content/locations/guildford.md',
      (await project.read('content/locations/guildford.md')).replace('county: Surrey', 'county: Brighton & Hove'),
    );
    const memory = createMemoryWriter();
    const result = await build({ root: project.root, writer: memory });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(memory.files.has('locations/brighton-and-hove.html')).toBe(true);
    expect(memory.files.has('web-hosting/brighton-and-hove/guildford.html')).toBe(true);
  });

  it('report two spellings that make one address, at the second one’s county', async () => {
    const woking = await project.read('content/locations/woking.md');
    await project.write('content/locations/woking.md', woking.replace(/^county: .*$/m, 'county: Brighton and Hove'));
    const result = await build({ root: project.root, writer: createMemoryWriter() });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/locations/woking.md',
        line: 3,
        rule: 'content/invalid-value',
        message: 'The county "Brighton and Hove" makes the same address, /locations/brighton-and-hove, as "Brighton & Hove" in content/locations/guildford.md',
      }),
    ]);
  });
});
