import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { fixtureProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
beforeAll(async () => {
  project = await fixtureProject();
  await project.write('public/.well-known/security.txt', 'Contact: mailto:security@kentwebhosting.example\n');
  await project.write('public/.DS_Store', 'junk');
  await project.write('public/images/Thumbs.db', 'junk');
});
afterAll(() => project.cleanup());

const exists = (file: string) =>
  access(path.join(project.root, file)).then(
    () => true,
    () => false,
  );

describe('public/', () => {
  it('is published with its dot-files (.well-known/), but not the junk systems leave (.DS_Store, Thumbs.db)', async () => {
    expect((await build({ root: project.root })).ok).toBe(true);
    expect(await project.read('dist/.well-known/security.txt')).toBe('Contact: mailto:security@kentwebhosting.example\n');
    expect(await exists('dist/.DS_Store')).toBe(false);
    expect(await exists('dist/images/Thumbs.db')).toBe(false);
  });

  it('counts a dot-file edit as a change, and a junk file edit as none', async () => {
    expect((await build({ root: project.root })).unchanged).toBe(true);
    await project.write('public/.DS_Store', 'other junk');
    expect((await build({ root: project.root })).unchanged).toBe(true);
    await project.write('public/.well-known/security.txt', 'Contact: mailto:abuse@kentwebhosting.example\n');
    const rebuilt = await build({ root: project.root });
    expect(rebuilt.unchanged).toBeUndefined();
    expect(await project.read('dist/.well-known/security.txt')).toBe('Contact: mailto:abuse@kentwebhosting.example\n');
  });
});
