import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { codeKeys } from '../../src/cache/codeKeys.ts';
import { buildFingerprint, type SessionInputs } from '../../src/emit/fingerprint.ts';
import { openFileStamps } from '../../src/emit/fileStamps.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { sourceHash } from '../../src/compiledCode.mjs';

// A copy of the package, whose lockfile and package.json a test can change: the build
// fingerprint (which decides whether `site build` does anything), the build cache's common key
// (which decides whether any page is reused) and the compiled CLI's name must all move with them.
let root: string;
const content = path.join(packageRoot, 'content');

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-package-'));
  for (const entry of ['src', 'templates', 'bin', 'package.json', 'package-lock.json', 'tsconfig.json']) {
    await cp(path.join(packageRoot, entry), path.join(root, entry), { recursive: true });
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function inputs() {
  return {
    fingerprint: await buildFingerprint([content, path.join(root, 'templates'), path.join(root, 'src')], root),
    common: (await codeKeys(root, path.join(root, 'templates'))).common,
    cli: sourceHash(root),
  };
}

async function edit(file: string, change: (text: string) => string) {
  const at = path.join(root, file);
  await writeFile(at, change(await readFile(at, 'utf8')));
}

describe('what the output depends on', () => {
  it('is the same for the same package', async () => {
    expect(await inputs()).toEqual(await inputs());
  });

  it('changes with the lockfile: a dependency upgrade rebuilds every page and recompiles the CLI', async () => {
    const before = await inputs();
    await edit('package-lock.json', (text) => text.replace(/("node_modules\/yaml": \{\s*"version": ")[^"]+/, '$19.9.9'));
    const after = await inputs();
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.common).not.toBe(before.common);
    expect(after.cli).not.toBe(before.cli);
  });

  it('changes with the version in package.json', async () => {
    const before = await inputs();
    await edit('package.json', (text) => text.replace(/"version": "[^"]+"/, '"version": "99.0.0"'));
    const after = await inputs();
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.common).not.toBe(before.common);
    expect(after.cli).not.toBe(before.cli);
  });

  it('leaves every template key alone when only the tool files change', async () => {
    const before = (await codeKeys(root, path.join(root, 'templates'))).templates;
    await edit('tsconfig.json', (text) => `${text}\n`);
    expect((await codeKeys(root, path.join(root, 'templates'))).templates).toEqual(before);
  });
});

describe('what a watch session counts', () => {
  // A session's output is made by the code it began with: an edit to a code file starts a new
  // session (incremental/watchBuilder.ts), so the session counts its code and package files once.
  it('counts the code once, and the styles and content on every build', async () => {
    const dirs = [content, path.join(root, 'templates'), path.join(root, 'src')];
    const session: SessionInputs = { smallStamps: openFileStamps(undefined, { settled: true }), codeDirs: dirs.slice(1) };
    const fingerprint = () => buildFingerprint(dirs, root, true, { session });
    const first = await fingerprint();
    const [code, style, tool] = ['templates/Document.tsx', 'templates/styles/base.css', 'package.json'];
    await edit(code, (text) => `${text}\n// edited\n`);
    await edit(tool, (text) => text.replace(/"version": "[^"]+"/, '"version": "98.0.0"'));
    expect(await fingerprint()).toBe(first);
    // A build outside a session counts them all, each time.
    const oneShot = await buildFingerprint(dirs, root, true);
    await edit(code, (text) => `${text}\n// edited again\n`);
    expect(await buildFingerprint(dirs, root, true)).not.toBe(oneShot);
    await edit(style, (text) => `${text}\n/* edited */\n`);
    const styled = await fingerprint();
    expect(styled).not.toBe(first);
    // A new session counts the code as it is now.
    const fresh: SessionInputs = { smallStamps: openFileStamps(undefined, { settled: true }), codeDirs: dirs.slice(1) };
    expect(await buildFingerprint(dirs, root, true, { session: fresh })).not.toBe(styled);
  });
});

describe('what a watch session looks at again', () => {
  // A session's build looks again only at the paths its watcher reported, not at every file of
  // every folder: its fingerprint must still equal a fresh listing's, whatever the paths were.
  it('counts each reported file, folder and deletion as a fresh listing does, and nothing else', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'site-listing-'));
    const file = (name: string) => path.join(dir, name);
    const put = async (name: string, text: string) => {
      await mkdir(path.dirname(file(name)), { recursive: true });
      await writeFile(file(name), text);
    };
    await put('a.md', 'a');
    await put('sub/b.md', 'b');
    await put('sub/deeper/c.md', 'c');
    const newSession = (): SessionInputs => ({ smallStamps: openFileStamps(undefined, { settled: true }), codeDirs: [] });
    const session = newSession();
    const reported = (changed: string[] | undefined) => buildFingerprint([dir], packageRoot, false, { session, changed });
    const fresh = () => buildFingerprint([dir], packageRoot, false, { session: newSession() });
    expect(await reported(undefined)).toBe(await fresh());

    // A file no one reported is not looked for; once reported, it counts, as does a reported edit.
    const before = await reported([]);
    await put('unreported.md', 'u');
    expect(await reported([])).toBe(before);
    await put('a.md', 'a, edited');
    expect(await reported([file('unreported.md'), file('a.md')])).toBe(await fresh());
    // A folder moved in counts with everything it holds; one deleted, with everything it held.
    await put('moved/d.md', 'd');
    await put('moved/in/e.md', 'e');
    expect(await reported([file('moved')])).toBe(await fresh());
    await rm(file('sub'), { recursive: true });
    expect(await reported([file('sub')])).toBe(await fresh());
    // A file replaced by a folder of the same name, and the junk an editor leaves, which never counts.
    await rm(file('a.md'));
    await put('a.md/f.md', 'f');
    await put('.DS_Store', 'junk');
    expect(await reported([file('a.md'), file('.DS_Store')])).toBe(await fresh());
    // A path outside every folder: the folders are not where the watcher looks, so all are listed.
    await put('moved/d.md', 'd, edited');
    expect(await reported([path.join(tmpdir(), 'elsewhere.md')])).toBe(await fresh());
    await rm(dir, { recursive: true, force: true });
  });
});
