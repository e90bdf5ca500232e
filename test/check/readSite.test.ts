import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readSite } from '../../src/check/readSite.ts';

// A built site on disk is read as the rules ask for it: a page each time (never held), any other
// text file once, when first asked for (the search index's files, which no rule reads through the
// site, are never read into memory).
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'read-site-'));
  await mkdir(path.join(dir, 'search-index'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  await writeFile(path.join(dir, 'search-index', 'b-1.json'), '[]');
  await writeFile(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50]));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('reads a text file when a rule first asks for it and keeps it, a page each time, and a binary file never', async () => {
  const site = await readSite(dir, 'dist');
  expect([...site.files]).toEqual(['index.html', 'logo.png', 'robots.txt', 'search-index/b-1.json']);
  expect([...site.texts!.keys()]).toEqual(['robots.txt', 'search-index/b-1.json']);
  expect(site.texts!.has('logo.png')).toBe(false);

  // Not read until asked for: what is on disk then is what the rule gets.
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\nDisallow:\n');
  expect(site.texts!.get('robots.txt')).toBe('User-agent: *\nDisallow:\n');
  // Then kept: every rule that asks sees the same text.
  await writeFile(path.join(dir, 'robots.txt'), 'changed again');
  expect(site.texts!.get('robots.txt')).toBe('User-agent: *\nDisallow:\n');

  // A page is read each time it is asked for, never held.
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>New</title>');
  expect(site.pages.get('index.html')).toBe('<!doctype html><title>New</title>');
  expect(site.pages.get('missing.html')).toBeUndefined();
});
