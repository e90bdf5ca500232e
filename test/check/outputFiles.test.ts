import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkOutputFiles } from '../../src/check/rules/outputFiles.ts';
import { listOutput } from '../../src/check/listOutput.ts';
import { markerListing, OUTPUT_MARKER } from '../../src/output/outputMarker.ts';
import { createFsWriter, writeAll, type Writer } from '../../src/emit/writer.ts';

let root: string;
let out: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-output-files-'));
  out = path.join(root, 'dist');
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Every file in the folder, as a listing on disk shows it. */
const onDisk = async () =>
  (await readdir(out, { recursive: true, withFileTypes: true }))
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
const recorded = async () => [...(markerListing(await readFile(path.join(out, OUTPUT_MARKER), 'utf8')) ?? [])].sort();

/** One build's worth of output, through every way a file reaches it: written, kept from before, and written by another thread. */
async function buildInto(writer: Writer, pages: string[]) {
  const sink = await writer.begin();
  await sink.write({ path: OUTPUT_MARKER, data: 'fingerprint abc\n' });
  for (const page of pages) {
    if (sink.direct && page.startsWith('kent/')) {
      await mkdir(path.dirname(path.join(sink.direct.dir, page)), { recursive: true });
      await writeFile(path.join(sink.direct.dir, page), page);
      sink.direct.wrote(page);
    } else if (!sink.keep(page)) await sink.write({ path: page, data: page });
  }
  await sink.commit();
}

describe("the writer's record of what it wrote", () => {
  // A writer per build, as `site build` has; one writer for build after build, as a watch session has.
  for (const [name, make] of [
    ['a writer per build', () => createFsWriter(out)],
    [
      'one writer for both builds',
      (() => {
        let writer: Writer | undefined;
        return () => (writer ??= createFsWriter(out));
      })(),
    ],
  ] as const) {
    it(`equals the listing of the folder, with ${name}, on a first build and after one that drops and adds files`, async () => {
      await buildInto(make(), ['index.html', 'about.html', 'kent/deal.html', '.well-known/security.txt']);
      expect(await recorded()).toEqual((await onDisk()).filter((file) => file !== OUTPUT_MARKER));
      await buildInto(make(), ['index.html', 'kent/deal.html', 'kent/dover.html', 'images/share.png']);
      expect(await recorded()).toEqual(['images/share.png', 'index.html', 'kent/deal.html', 'kent/dover.html']);
      expect(await onDisk()).toEqual([OUTPUT_MARKER, 'images/share.png', 'index.html', 'kent/deal.html', 'kent/dover.html']);
    });
  }
});

describe('site check on files the build did not write', () => {
  it('finds nothing in a folder exactly as the build wrote it', async () => {
    await writeAll(createFsWriter(out), [
      { path: 'index.html', data: 'home' },
      { path: '.well-known/security.txt', data: 'Contact: x' },
    ]);
    expect(checkOutputFiles(out, 'dist', await listOutput(out))).toEqual([]);
  });

  it('reports a symbolic link (without following it) and a file added by hand, each at its path', async () => {
    await writeAll(createFsWriter(out), [{ path: 'index.html', data: 'home' }]);
    await symlink('/etc/passwd', path.join(out, 'passwd.txt'));
    await symlink('..', path.join(out, 'up'));
    await writeFile(path.join(out, 'notes.md'), 'copied in by hand');
    expect(checkOutputFiles(out, 'dist', await listOutput(out)).map((d) => [d.file, d.rule, d.severity])).toEqual([
      ['dist/notes.md', 'output/unlisted-file', 'error'],
      ['dist/passwd.txt', 'output/symlink', 'error'],
      ['dist/up', 'output/symlink', 'error'],
    ]);
  });
});
