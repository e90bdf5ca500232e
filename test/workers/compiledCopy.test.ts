import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from '../../src/projectPaths.ts';

// The compiled copy of the code that the CLI and the workers started from the sources load
// (src/compiledCode.mjs; bin/loadCli.mjs, src/workers/fromSource.mjs): named by the code as it is, so an edited
// template gives a copy of its own (how a restarted watch session loads it), and compiling
// removes older copies but the one a running CLI still loads chunks from.
let root: string;
let cache: string;
type CompiledCli = typeof import('../../src/compiledCode.mjs').compiledCli;
let compiledCli: CompiledCli;

beforeAll(async () => {
  // A copy of the package whose node_modules links each installed package, but has a .cache of its own.
  root = await mkdtemp(path.join(tmpdir(), 'site-package-'));
  for (const part of ['bin', 'src', 'templates', 'package.json', 'package-lock.json', 'tsconfig.json'])
    await cp(path.join(packageRoot, part), path.join(root, part), { recursive: true });
  await mkdir(path.join(root, 'node_modules'));
  for (const name of await readdir(path.join(packageRoot, 'node_modules')))
    if (name !== '.cache') await symlink(path.join(packageRoot, 'node_modules', name), path.join(root, 'node_modules', name));
  cache = path.join(root, 'node_modules', '.cache', 'site');
  ({ compiledCli } = (await import(pathToFileURL(path.join(root, 'src', 'compiledCode.mjs')).href)) as { compiledCli: CompiledCli });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const copies = async () => (await readdir(cache)).filter((name) => name.startsWith('cli-')).sort();

describe('the compiled copy of the code', () => {
  it('is compiled afresh after a template edit, with the edit, keeping only the copy a running CLI loads from', async () => {
    const first = path.dirname(await compiledCli());
    expect(await copies()).toEqual([path.basename(first)]);
    // A copy of other, older sources, which no running CLI loads from.
    await mkdir(path.join(cache, 'cli-0000000000000000'));

    const about = path.join(root, 'templates', 'pages', 'About.tsx');
    await writeFile(
      about,
      (await readFile(about, 'utf8')).replace('className="section section-plain"', 'className="section section-edited-since-the-cli-started"'),
    );
    const edited = path.dirname(await compiledCli({ keep: first }));
    expect(edited).not.toBe(first);
    expect(await copies()).toEqual([path.basename(first), path.basename(edited)].sort());
    const modules = (await readdir(edited)).filter((name) => name.endsWith('.mjs'));
    expect(modules.filter((name) => !name.startsWith('chunk-') && !/-[A-Z0-9]{8}\.mjs$/.test(name)).sort()).toEqual([
      'card-worker.mjs',
      'check-worker.mjs',
      'main.mjs',
      'markdown-worker.mjs',
      'render-worker.mjs',
      'session-worker.mjs',
    ]);
    const texts = await Promise.all(modules.map((name) => readFile(path.join(edited, name), 'utf8')));
    // The edit is in the copy; the templates are compiled once, in a module the entries share.
    expect(texts.filter((text) => text.includes('section-edited-since-the-cli-started'))).toHaveLength(1);
    // Only the project's own code is compiled: every dependency is imported from node_modules/ as published.
    const imported = new Set(texts.flatMap((text) => [...text.matchAll(/\bfrom\s*"([^".][^"]*)"/g)].map((match) => match[1]!)));
    for (const name of ['react', 'unified', 'html-validate', 'zod', 'yaml']) expect(imported, name).toContain(name);
    expect(texts.filter((text) => text.includes('function parseSelector(') || text.includes('class ZodError'))).toEqual([]);
  });
});
