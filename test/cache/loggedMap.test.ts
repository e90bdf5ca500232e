import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadLoggedMap, saveLoggedMap } from '../../src/cache/loggedMap.ts';
import { cachePath } from '../../src/cache/siteCache.ts';

// The build cache's Markdown bodies and parsed files (src/cache/loggedMap.ts): a save after a
// small change appends it to a log, which a load replays; a large one writes the whole map.
describe('a map saved with a log of its changes', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'logged-map-'));
    file = cachePath(dir, 'markdown');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const guides = (count: number, text = 'body') => new Map(Array.from({ length: count }, (_, i) => [`guide-${i}`, { text, n: -0 }]));
  const same = (a: unknown, b: unknown) => a === b;

  it('appends a small change, and loads the map as it was saved, exact values and all', async () => {
    await saveLoggedMap(dir, 'markdown', guides(40), undefined, same);
    const first = (await loadLoggedMap<{ text: string; n: number }>(dir, 'markdown'))!;
    const edited = new Map(first.entries);
    edited.set('guide-3', { text: 'edited', n: -0 });
    edited.delete('guide-7');
    const fileBefore = await readFile(file);
    await saveLoggedMap(dir, 'markdown', edited, first, same);
    expect(await readFile(file)).toEqual(fileBefore);
    expect((await stat(`${file}.log`)).size).toBeLessThan(fileBefore.length / 4);
    const second = (await loadLoggedMap<{ text: string; n: number }>(dir, 'markdown'))!;
    expect(second.entries).toEqual(edited);
    expect(Object.is(second.entries.get('guide-3')!.n, -0)).toBe(true);
  });

  it('leaves out an append a killed build left half-written, and cuts it off before the next', async () => {
    await saveLoggedMap(dir, 'markdown', guides(40), undefined, same);
    const first = (await loadLoggedMap<{ text: string; n: number }>(dir, 'markdown'))!;
    const edited = new Map(first.entries).set('guide-1', { text: 'torn', n: 1 });
    await saveLoggedMap(dir, 'markdown', edited, first, same);
    await truncate(`${file}.log`, (await stat(`${file}.log`)).size - 3);
    const torn = (await loadLoggedMap<{ text: string; n: number }>(dir, 'markdown'))!;
    expect(torn.entries).toEqual(first.entries);
    expect(torn.torn).toBe(true);
    const next = new Map(torn.entries).set('guide-2', { text: 'after', n: 2 });
    await saveLoggedMap(dir, 'markdown', next, torn, same);
    expect((await loadLoggedMap<{ text: string; n: number }>(dir, 'markdown'))!.entries).toEqual(next);
  });

  it('reads a damaged entry as absent, and a damaged append as the end of the log', async () => {
    await saveLoggedMap(dir, 'markdown', guides(40, 'stand with'), undefined, same);
    const first = (await loadLoggedMap<{ text: string; n: number }>(dir, 'markdown'))!;
    await saveLoggedMap(dir, 'markdown', new Map(first.entries).set('guide-1', { text: 'appended', n: 1 }), first, same);
    const log = await readFile(`${file}.log`);
    log.fill(0, log.length - 6, log.length - 2);
    await writeFile(`${file}.log`, log);
    const cut = (await loadLoggedMap<{ text: string; n: number }>(dir, 'markdown'))!;
    expect(cut.entries).toEqual(first.entries);
    expect(cut.torn).toBe(true);
    // The middle of the entry overwritten with zeros of the same length, as a disk error would.
    const bytes = await readFile(file);
    bytes.fill(0, bytes.length >> 1, (bytes.length >> 1) + 16);
    await writeFile(file, bytes);
    expect(await loadLoggedMap(dir, 'markdown')).toBeUndefined();
  });

  it('writes the whole map when a quarter of it changed, and the log goes', async () => {
    await saveLoggedMap(dir, 'markdown', guides(40), undefined, same);
    const first = (await loadLoggedMap<{ text: string; n: number }>(dir, 'markdown'))!;
    await saveLoggedMap(dir, 'markdown', new Map(first.entries).set('guide-1', { text: 'small', n: 1 }), first, same);
    const logged = (await loadLoggedMap<{ text: string; n: number }>(dir, 'markdown'))!;
    const rewritten = guides(40, 'all new');
    await saveLoggedMap(dir, 'markdown', rewritten, logged, same);
    await expect(stat(`${file}.log`)).rejects.toThrow();
    expect((await loadLoggedMap<{ text: string; n: number }>(dir, 'markdown'))!.entries).toEqual(rewritten);
  });
});
