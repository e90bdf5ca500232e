import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { main } from '../../src/cli/main.ts';
import { MAX_CONTENT_BYTES } from '../../src/content/listSafeFiles.ts';
import { captureIo, fixtureProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
let result: { code: number; stdout: string; stderr: string };

/** Content that attacks the build rather than mistypes it: every case must come out located, in one run. */
beforeAll(async () => {
  project = await fixtureProject();
  const edit = async (file: string, change: (text: string) => string) => project.write(file, change(await project.read(file)));
  // An alias bomb in a known field: ten to the power of four strings from a few lines.
  await edit('content/services/vps/vps-hosting.md', (t) =>
    t.replace(
      /^keywords: .*$/m,
      [
        'keywords: &k0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]',
        'k1: &k1 [*k0, *k0, *k0, *k0, *k0, *k0, *k0, *k0, *k0, *k0]',
        'k2: &k2 [*k1, *k1, *k1, *k1, *k1, *k1, *k1, *k1, *k1, *k1]',
        'k3: [*k2, *k2, *k2, *k2, *k2, *k2, *k2, *k2, *k2, *k2]',
      ].join('\n'),
    ),
  );
  // A NUL byte, raw and escaped, and a bell in the body.
  await edit('content/locations/dover.md', (t) => t.replace('name: Dover', 'name: Do\u0000ver'));
  await edit('content/locations/deal.md', (t) => t.replace('county: Kent', 'county: "Ke\\0nt"').trimEnd() + '\nA bell \u0007 rings.\n');
  // Tags the site has no type for.
  await edit('content/locations/margate.md', (t) => t.replace('county: Kent', 'county: !!js/function Kent'));
  await edit('content/locations/ramsgate.md', (t) => t.replace('county: Kent', 'county: !foo Kent'));
  // Nesting ten thousand deep, which overflowed the parser's stack, and a field written twice.
  await edit('content/locations/folkestone.md', (t) => t.replace(/^county: Kent$/m, `county: Kent\ntags: ${'['.repeat(10_000)}x${']'.repeat(10_000)}`));
  await edit('content/locations/faversham.md', (t) => t.replace(/^county: Kent$/m, 'county: Kent\ncounty: Kent'));
  // An empty record and one over the size limit.
  await project.write('content/locations/hythe.md', '');
  await project.write('content/locations/huge.md', `---\nname: Huge\n---\n${'A long, long body. '.repeat(MAX_CONTENT_BYTES / 16)}\n`);
  // Links out of content/, and loops: a folder that links to its parent, two files that link to each other.
  await symlink('/etc/passwd', path.join(project.root, 'content/locations/passwd.md'));
  await symlink('..', path.join(project.root, 'content/locations/everything'));
  await symlink('b.md', path.join(project.root, 'content/locations/a.md'));
  await symlink('a.md', path.join(project.root, 'content/locations/b.md'));
  // The same out of public/, which is published as it is: a secret there would reach the site.
  await symlink('/etc/passwd', path.join(project.root, 'public/images/passwd.png'));
  const output = captureIo();
  const code = await main(['node', 'site', 'build'], { ...output.io, cwd: project.root });
  result = { code, stdout: output.stdout, stderr: output.stderr };
}, 60_000);
afterAll(() => project.cleanup());

describe('site build on hostile content', () => {
  it('exits 1, writes nothing, prints no stack trace and never the text a link points at', () => {
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).not.toMatch(/\n\s+at |Internal error/);
    expect(result.stderr).not.toMatch(/root:|\/bin\/(ba)?sh/);
  });

  it('reports each attack once, located, with what to do', async () => {
    await expect(result.stderr).toMatchFileSnapshot('./expected/hostile-content.txt');
  });
});

describe('bad command-line paths', () => {
  const run = async (...args: string[]) => {
    const output = captureIo();
    const code = await main(['node', 'site', ...args], { ...output.io, cwd: project.root });
    return { code, stdout: output.stdout, stderr: output.stderr };
  };

  it('refuses --out naming a file, and leaves the file as it was', async () => {
    await project.write('notes.txt', 'my notes\n');
    const { code, stderr } = await run('build', '--out', 'notes.txt');
    expect(code).toBe(1);
    expect(stderr).toContain(
      `notes.txt:1:1 error [emit/out-not-a-folder] Refusing to build into ${path.join(project.root, 'notes.txt')}: it is a file, and the build would replace it`,
    );
    expect(await project.read('notes.txt')).toBe('my notes\n');
  });

  it('says --content naming a file is a usage error (exit 2), not an internal one', async () => {
    expect(await run('build', '--content', 'content/site.yaml')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Invalid --content "content/site.yaml": it is a file, not a folder. Point --content at the folder that holds site.yaml.\n',
    });
  });
});
