import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedSinceCheck, recordBuildChanges, recordChecked } from '../../src/cache/outputChanges.ts';

const project = () => mkdtempSync(path.join(os.tmpdir(), 'output-changes-'));
const DIST = '/project/dist';

describe('the files changed since the last check', () => {
  it('adds up what each build changed from the output the check saw, and starts again at each check', () => {
    const root = project();
    recordChecked(root, DIST, 'build-a', 'code-1');
    expect(changedSinceCheck(root, DIST, 'build-a', 'code-1')).toBe(0);
    recordBuildChanges(root, DIST, 'build-a', 'build-b', 9);
    recordBuildChanges(root, DIST, 'build-b', 'build-c', 3);
    expect(changedSinceCheck(root, DIST, 'build-c', 'code-1')).toBe(12);
    recordChecked(root, DIST, 'build-c', 'code-1');
    expect(changedSinceCheck(root, DIST, 'build-c', 'code-1')).toBe(0);
  });

  it('is unknown when the folder, the build in it or the check code is not the one the record speaks of', () => {
    const root = project();
    recordChecked(root, DIST, 'build-a', 'code-1');
    recordBuildChanges(root, DIST, 'build-a', 'build-b', 9);
    // Another build (or a hand) changed the folder since: its marker is not the one recorded.
    expect(changedSinceCheck(root, DIST, 'build-x', 'code-1')).toBeUndefined();
    // Other check code: its cache is not this one's, so every page is new to it.
    expect(changedSinceCheck(root, DIST, 'build-b', 'code-2')).toBeUndefined();
    expect(changedSinceCheck(root, '/project/other', 'build-b', 'code-1')).toBeUndefined();
  });

  it('is unknown after a build that did not start from the output the record names, or a first build', () => {
    const root = project();
    recordChecked(root, DIST, 'build-a', 'code-1');
    recordBuildChanges(root, DIST, 'build-x', 'build-b', 9);
    expect(changedSinceCheck(root, DIST, 'build-b', 'code-1')).toBeUndefined();
    recordChecked(root, DIST, 'build-b', 'code-1');
    recordBuildChanges(root, DIST, undefined, 'build-c', 500);
    expect(changedSinceCheck(root, DIST, 'build-c', 'code-1')).toBeUndefined();
  });

  it('is unknown with no record, or one that cannot be read', () => {
    const root = project();
    expect(changedSinceCheck(root, DIST, 'build-a', 'code-1')).toBeUndefined();
    recordChecked(root, DIST, 'build-a', 'code-1');
    writeFileSync(path.join(root, '.site-cache', 'output-changes.json'), '{"format":1,"dir":');
    expect(changedSinceCheck(root, DIST, 'build-a', 'code-1')).toBeUndefined();
  });
});
