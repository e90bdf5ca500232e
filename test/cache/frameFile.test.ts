import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileFrames } from '../../src/cache/frameFile.ts';
import { MemoryFrames } from '../../src/search/frames.ts';
import { packRecord, SearchRecords } from '../../src/search/searchRecords.ts';
import { searchInput } from '../../src/search/searchInput.ts';

// Frames (src/cache/frameFile.ts): items appended one after another and read back one at a time,
// each checked whole, so a damaged or replaced file reads as absent, never as another item.
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const folder = () => (dir = mkdtempSync(path.join(tmpdir(), 'frames-')));

describe('frames in a file', () => {
  it('reads back each frame by where it starts, before and after the appends are written, and once the file is opened again', () => {
    const file = path.join(folder(), 'f.bin');
    const frames = FileFrames.create(file);
    const items = Array.from({ length: 2000 }, (_, i) => Buffer.from(`item ${i} `.repeat(i % 50)));
    const starts = items.map((item) => frames.append(item));
    // Most are still gathered, not written: they are read from there.
    expect(frames.read(starts[1999]!, items[1999]!.length)).toEqual(items[1999]);
    frames.flush();
    frames.close();
    const again = FileFrames.open(file)!;
    expect(items.filter((item, i) => !again.read(starts[i]!, item.length)?.equals(item))).toEqual([]);
    // A frame asked for at another's start, or with another length, is no frame.
    expect(again.read(starts[3]!, items[4]!.length)).toBeUndefined();
    expect(again.read(starts[3]! + 1, items[3]!.length)).toBeUndefined();
    again.close();
  });

  it('reads a damaged frame as absent and leaves the others readable', () => {
    const file = path.join(folder(), 'f.bin');
    const frames = FileFrames.create(file);
    const [a, b] = [frames.append(Buffer.from('first frame')), frames.append(Buffer.from('second frame'))];
    frames.close();
    const bytes = readFileSync(file);
    bytes[a + 30] = bytes[a + 30]! ^ 1;
    writeFileSync(file, bytes);
    const damaged = FileFrames.open(file)!;
    expect(damaged.read(a, 11)).toBeUndefined();
    expect(damaged.read(b, 12)?.toString()).toBe('second frame');
    damaged.close();
  });

  it('is no store at all with another layout’s header', () => {
    const file = path.join(folder(), 'f.bin');
    writeFileSync(file, 'site-cache 1 frames'.padEnd(63, ' ') + '\n');
    expect(FileFrames.open(file)).toBeUndefined();
    expect(FileFrames.open(path.join(dir, 'absent.bin'))).toBeUndefined();
  });

  it('stays readable where it is open when another file is moved over it, and a spool is removed unless it was moved into place', () => {
    const base = folder();
    const kept = FileFrames.create(path.join(base, 'store.bin'));
    const at = kept.append(Buffer.from('kept'));
    kept.flush();
    const spool = FileFrames.create(path.join(base, 'spool.tmp'));
    const spooled = spool.append(Buffer.from('spooled'));
    spool.moveTo(path.join(base, 'store.bin'));
    expect(kept.read(at, 4)?.toString()).toBe('kept');
    expect(spool.read(spooled, 7)?.toString()).toBe('spooled');
    spool.close({ remove: true });
    kept.close({ remove: true });
    expect(existsSync(path.join(base, 'store.bin'))).toBe(true);
    const left = FileFrames.create(path.join(base, 'left.tmp'));
    left.close({ remove: true });
    expect(existsSync(path.join(base, 'left.tmp'))).toBe(false);
  });
});

describe('search records in frames', () => {
  const record = (text: string) => searchInput(`<title>${text} | Site</title><main><h1>${text}</h1><p>${text} words</p></main>`, { kind: 'guide' });

  it('reads each record back as it was put, and one whose frame holds another page’s record as absent', () => {
    const frames = new MemoryFrames();
    const records = new SearchRecords();
    const [dover, deal] = [record('Dover'), record('Deal')];
    records.put('/kent/dover', packRecord(dover), frames);
    records.put('/kent/deal', packRecord(deal), frames);
    expect(records.get('/kent/dover')).toEqual(dover);
    expect(records.words('/kent/deal')).toBe(deal.words);
    // A directory row pointing at another record's frame (a store replaced under it) is not that record.
    const [row] = records.rows().filter(([url]) => url === '/kent/deal');
    const misplaced = new SearchRecords();
    misplaced.placed(['/kent/dover', row![1], row![2], dover.page, dover.words], frames);
    expect(misplaced.get('/kent/dover')).toBeUndefined();
  });

  it('takes another store’s records without reading them, and moves them into other frames whole', () => {
    const [spool, store] = [new MemoryFrames(), new MemoryFrames()];
    const rendered = new SearchRecords();
    rendered.put('/a', packRecord(record('Alpha')), spool);
    const records = new SearchRecords();
    expect(records.take('/a', rendered)).toBe(true);
    expect(records.take('/b', rendered)).toBe(false);
    expect([...records.outside(store)]).toEqual(['/a']);
    expect(records.moveInto('/a', store)).toBe(true);
    expect(records.bytesIn(store)).toBeGreaterThan(0);
    expect(records.bytesIn(spool)).toBe(0);
    expect(records.get('/a')?.title).toBe('Alpha');
  });
});
