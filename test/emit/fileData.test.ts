import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployFiles } from '../../src/emit/deployFiles.ts';
import { fileText, sameBytes, textLines, writeData, type TextLines } from '../../src/emit/fileData.ts';
import { headersFile } from '../../src/emit/headersFile.ts';
import { redirectsFile } from '../../src/emit/redirectsFile.ts';
import { createFsWriter, writeAll } from '../../src/emit/writer.ts';
import { searchSettings } from '../support/fixtureProject.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'site-file-data-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** Lines of which making the part holding the `failAt`th throws, as a table that fails while it is written. */
function failingLines(count: number, failAt: number): TextLines {
  const lines = textLines(() => Array.from({ length: count }, (_, i) => `line ${i} ${'x'.repeat(200)}`));
  const failing = Math.floor((failAt / count) * [...lines.parts()].length);
  expect(failing).toBeGreaterThan(0);
  return {
    *parts() {
      let at = 0;
      for (const part of lines.parts()) {
        if (at++ === failing) throw new Error('the table failed half-way');
        yield part;
      }
    },
  };
}

describe('files written as lines', () => {
  it('writes the nginx tables line by line to the same bytes as the whole string', async () => {
    const pages = ['index.html', '404.html'];
    for (let i = 0; i < 12_000; i++) pages.push(`web-hosting/county-${i % 40}/town-${i}.html`);
    const web = [headersFile(searchSettings), redirectsFile([], new Set(pages))];
    const http = deployFiles(web, pages).find((file) => file.path === 'nginx-http.conf')!;
    // Made as lines, far past one write's worth: kept and written in several parts.
    expect(typeof http.data === 'object' && 'parts' in http.data && [...http.data.parts()].length).toBeGreaterThan(1);
    const target = path.join(work, 'nginx-http.conf');
    writeData(target, http.data);
    const whole = fileText(http.data);
    expect(Buffer.byteLength(whole)).toBeGreaterThan(1 << 20);
    expect(await readFile(target, 'utf8')).toBe(whole);
  });

  it('is written into a fresh output and an updated one as the joined text, and left in place when its bytes are the same', async () => {
    const out = path.join(work, 'dist-deploy');
    const lines = ['map $a $b {', '    default 1;', '}'];
    const data = textLines(() => lines);
    const writer = createFsWriter(out);
    await writeAll(writer, [{ path: 'a.conf', data }]);
    expect(readFileSync(path.join(out, 'a.conf'), 'utf8')).toBe('map $a $b {\n    default 1;\n}');
    await writeAll(writer, [{ path: 'a.conf', data }]);
    expect(writer.changes.written).toBe(0);
    await writeAll(writer, [{ path: 'a.conf', data: textLines(() => [...lines, '']) }]);
    expect(writer.changes.changedFiles).toEqual(['a.conf']);
    expect(readFileSync(path.join(out, 'a.conf'), 'utf8')).toBe('map $a $b {\n    default 1;\n}\n');
  });

  it('leaves no output when a file fails half-way through being written, and the last output as it was', async () => {
    const fresh = path.join(work, 'never-written');
    await expect(writeAll(createFsWriter(fresh), [{ path: 'nginx-http.conf', data: failingLines(20_000, 15_000) }])).rejects.toThrow('half-way');
    expect(existsSync(fresh)).toBe(false);
    expect(existsSync(path.join(work, 'never-written.staging'))).toBe(false);

    const kept = path.join(work, 'kept');
    const writer = createFsWriter(kept);
    await writeAll(writer, [{ path: 'nginx-http.conf', data: 'the last build\n' }]);
    await expect(writeAll(writer, [{ path: 'nginx-http.conf', data: failingLines(20_000, 15_000) }])).rejects.toThrow('half-way');
    expect(readFileSync(path.join(kept, 'nginx-http.conf'), 'utf8')).toBe('the last build\n');
    expect((await import('node:fs')).readdirSync(work).filter((name) => name.startsWith('kept') && name !== 'kept')).toEqual([]);
  });

  it('compares two files part by part', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((name) => path.join(work, `same-${name}`));
    const lines = Array.from({ length: 30_000 }, (_, i) => `line ${i} ${'y'.repeat(60)}`);
    writeData(
      a!,
      textLines(() => lines),
    );
    writeData(
      b!,
      textLines(() => lines),
    );
    writeData(
      c!,
      textLines(() => [...lines, 'one more']),
    );
    expect([sameBytes(a!, b!), sameBytes(a!, c!), sameBytes(c!, a!), sameBytes(a!, path.join(work, 'none'))]).toEqual([true, false, false, false]);
  });
});
