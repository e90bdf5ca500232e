import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memoByBytes, memoByStamps } from '../../src/memoByStamps.mjs';

// What is worked out from files, kept beside their stamps: the compiled CLI's name and the
// code's cache keys, found again without reading ~350 files.
let dir: string;
let memo: string;
let files: string[];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-memo-'));
  memo = path.join(dir, 'cache', 'memo.json');
  files = ['a.ts', 'b.ts'].map((name) => path.join(dir, name));
  for (const file of files) await writeFile(file, `// ${path.basename(file)}\n`);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The value worked out, and whether it was worked out (not kept), `later` ms from now: the files were written just now. */
function run(list = files, later = 5000): { value: string; computed: boolean } {
  let computed = false;
  const value = memoByStamps(
    memo,
    list,
    () => {
      computed = true;
      return list.map((file) => path.basename(file)).join('+');
    },
    () => Date.now() + later,
  );
  return { value, computed };
}

describe('a value kept by its files’ stamps', () => {
  it('is worked out once, and again after any file changes, even to the same size', async () => {
    expect(run()).toEqual({ value: 'a.ts+b.ts', computed: true });
    expect(run()).toEqual({ value: 'a.ts+b.ts', computed: false });
    await writeFile(files[1]!, '// B.ts\n');
    expect(run().computed).toBe(true);
    expect(run().computed).toBe(false);
  });

  it('is worked out again when a file is added to the list or goes missing', async () => {
    run();
    const added = [...files, path.join(dir, 'c.ts')];
    expect(run(added)).toEqual({ value: 'a.ts+b.ts+c.ts', computed: true });
    await writeFile(added[2]!, '// c.ts\n');
    expect(run(added).computed).toBe(true);
    expect(run(added).computed).toBe(false);
  });

  it('is not kept while a file changed within the last 2 seconds: the clock may not tick before its next save', async () => {
    expect(run(files, 1000).computed).toBe(true);
    expect(run(files, 1000).computed).toBe(true);
    run(files, 2500);
    expect(run(files, 2500).computed).toBe(false);
  });

  it('keeps what a promise gives, once it settles, and hands it back as it is', async () => {
    let made = 0;
    const bundle = () =>
      memoByStamps(
        memo,
        files,
        async () => ({ css: `made ${++made}` }),
        () => Date.now() + 5000,
      );
    expect(await bundle()).toEqual({ css: 'made 1' });
    expect(bundle()).toEqual({ css: 'made 1' });
    expect(made).toBe(1);
  });
});

describe('a value kept by its files’ bytes', () => {
  const byBytes = () => {
    let computed = false;
    const value = memoByBytes(memo, files, () => {
      computed = true;
      return files.map((file) => path.basename(file)).join('+');
    });
    return { value, computed };
  };

  it('is found again by a new checkout of the same files, every stamp new, and worked out again when a byte changes', async () => {
    expect(byBytes()).toEqual({ value: 'a.ts+b.ts', computed: true });
    // A checkout writes every file anew: new times, new inodes, the same bytes.
    for (const file of files) {
      await rm(file);
      await writeFile(file, `// ${path.basename(file)}\n`);
    }
    expect(byBytes()).toEqual({ value: 'a.ts+b.ts', computed: false });
    await writeFile(files[0]!, '// A.ts\n');
    expect(byBytes().computed).toBe(true);
    expect(byBytes().computed).toBe(false);
  });

  it('is not kept when a file changed while it was worked out', async () => {
    const racing = memoByBytes(memo, files, () => {
      writeFileSync(files[0]!, '// changed meanwhile\n');
      return 'of the older bytes, or the newer';
    });
    expect(racing).toBe('of the older bytes, or the newer');
    expect(byBytes().computed).toBe(true);
  });
});
