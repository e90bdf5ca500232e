import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markerWithListing, OUTPUT_MARKER } from '../../src/output/outputMarker.ts';
import { listBuiltFiles, listPublished } from '../../src/serve/listPublished.ts';

// What the preview serves: after a watch rebuild, the files the build listed in its marker;
// otherwise the files the folder holds. Either way, never a host file or a hidden one.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-listed-'));
  for (const file of ['index.html', 'about.html', '.well-known/security.txt', '_headers', '.hidden', 'stray.html']) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), 'x');
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the files the preview serves', () => {
  it('are, after a rebuild, the published files of the build’s own listing, not what else lies in the folder', async () => {
    await writeFile(path.join(dir, OUTPUT_MARKER), markerWithListing(undefined, ['index.html', 'about.html', '.well-known/security.txt', '_headers']));
    expect([...(await listBuiltFiles(dir))].sort()).toEqual(['.well-known/security.txt', 'about.html', 'index.html']);
    expect([...(await listPublished(dir))].sort()).toEqual(['.well-known/security.txt', 'about.html', 'index.html', 'stray.html']);
  });

  it('are the folder’s own when the marker holds no listing', async () => {
    await writeFile(path.join(dir, OUTPUT_MARKER), 'Built by `site build`.\n');
    expect([...(await listBuiltFiles(dir))].sort()).toEqual(['.well-known/security.txt', 'about.html', 'index.html', 'stray.html']);
  });
});
