import { afterEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { main } from '../../src/cli/main.ts';
import { captureIo, smallProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
afterEach(() => project?.cleanup());

const run = async (args: string[], cwd: string) => {
  const output = captureIo();
  const code = await main(['node', 'site', ...args], { ...output.io, cwd });
  return { code, stdout: output.stdout, stderr: output.stderr };
};

describe('site build', () => {
  it('prints every content problem with file, line, field and hint, and exits 1 without a stack', async () => {
    project = await smallProject();
    const town = await project.read('content/locations/canterbury.md');
    await project.write('content/locations/canterbury.md', town.replace('  - whitstable\n', '  - whitstabel\n'));
    const plans = await project.read('content/plans/cpanel-shared.yaml');
    await project.write('content/plans/cpanel-shared.yaml', plans.replace('price: "£4.99"', 'price: 4.99'));

    const { code, stdout, stderr } = await run(['build'], project.root);
    const line = (await project.read('content/locations/canterbury.md')).split('\n').indexOf('  - whitstabel') + 1;
    const priceLine = (await project.read('content/plans/cpanel-shared.yaml')).split('\n').indexOf('    price: 4.99') + 1;

    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      [
        `content/locations/canterbury.md:${line}:5 error [content/unknown-reference] ` + '`nearby[0]` refers to unknown locations slug "whitstabel"',
        '  field:    nearby[0]',
        '  expected: a slug of a record in locations',
        '  found:    whitstabel',
        '  hint:     Did you mean `whitstable`?',
        `content/plans/cpanel-shared.yaml:${priceLine}:12 error [content/wrong-type] ` + '`plans[0].price` should be a string, not a number',
        '  field:    plans[0].price',
        '  expected: string',
        '  found:    4.99',
        '  hint:     Prices and figures are text: wrap them in quotes, e.g. price: "£4.99".',
        '',
        '2 errors, 0 warnings',
        'Build failed: nothing was written, dist/ is unchanged.',
        '',
      ].join('\n'),
    );
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('builds and prints a summary', async () => {
    project = await smallProject();
    const { code, stdout } = await run(['build'], project.root);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Built \d+ pages, \d+ redirects, \d+ files into dist\/ in \d+\.\d\ds$/m);
    expect(stdout).toMatch(/^  content \d+ms · routes \d+ms · render \d+ms · images \d+ms · search \d+ms · emit \d+ms · write \d+ms$/m);
    // A throwaway project in the temp folder has no history to date its pages by, and says so.
    expect(stdout).toContain('\n  sitemap: no <lastmod>, since the project is not in a git repository (docs/output-contract.md, "The sitemap")\n');
  });

  it('says how much the build cache saved, and builds from scratch with --no-cache', async () => {
    project = await smallProject();
    const first = await run(['build'], project.root);
    const pages = Number(/^Built (\d+) pages/m.exec(first.stdout)![1]);
    expect(first.stdout).toContain(`  cache: 0 of ${pages} pages reused, 0 of `);
    await project.write('content/locations/southampton.md', `${await project.read('content/locations/southampton.md')}\nOne more line.\n`);
    const second = await run(['build'], project.root);
    const reused = Number(/cache: (\d+) of/.exec(second.stdout)![1]);
    expect(reused).toBeGreaterThan(pages / 2);
    expect(reused).toBeLessThan(pages);
    await project.remove('.site-cache');
    const scratch = await run(['build', '--no-cache'], project.root);
    expect(scratch.stdout).toMatch(/^Built \d+ pages/m);
    expect(scratch.stdout).not.toContain('cache:');
    // A build from scratch leaves a fresh cache: the next edit re-renders only what it touches.
    await project.write('content/locations/southampton.md', `${await project.read('content/locations/southampton.md')}\nAnd another.\n`);
    const after = await run(['build'], project.root);
    expect(Number(/cache: (\d+) of/.exec(after.stdout)![1])).toBe(reused);
  });

  it('shows progress on a terminal only, and leaves no trace of it in the summary', async () => {
    project = await smallProject();
    const output = captureIo();
    const tty = { ...output.io, stderr: { ...output.io.stderr, isTTY: true }, cwd: project.root };
    expect(await main(['node', 'site', 'build'], tty)).toBe(0);
    expect(output.stderr).toMatch(/Building: render \d+\/\d+ pages/);
    expect(output.stderr.endsWith('\r\x1b[2K')).toBe(true);
    expect(output.stdout).not.toContain('Building:');
    const plain = await run(['build', '--no-cache'], project.root);
    expect(plain.stderr).toBe('');
  });
});

describe('site --version', () => {
  it('prints the version from package.json and exits 0', async () => {
    const { version } = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) expect(await run([flag], process.cwd())).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });
});

describe('site check', () => {
  it('exits 2 when there is nothing to check', async () => {
    project = await smallProject();
    const { code, stderr } = await run(['check'], project.root);
    expect(code).toBe(2);
    expect(stderr).toContain('dist:1:1 error [check/no-dist] No built site at dist/');
  });

  it('exits 2 on an unknown option', async () => {
    project = await smallProject();
    const { code, stderr } = await run(['check', '--frobnicate'], project.root);
    expect(code).toBe(2);
    expect(stderr).toContain("unknown option '--frobnicate'");
  });
});

describe('bin/site', () => {
  it('builds from any working directory, as installed, the same site compiled (the default) as from its TypeScript sources, worker threads included', async () => {
    const { execFile } = await import('node:child_process');
    const { readdir } = await import('node:fs/promises');
    const { packageRoot } = await import('../../src/projectPaths.ts');
    project = await smallProject();
    // --threads 2 starts a Markdown and a render worker whatever the site's size, so both builds load the worker files.
    // Run as an installed command is: bin/site from the project's folder, not this package's.
    const siteBuild = (out: string, env: Record<string, string> = {}) =>
      new Promise<{ code: number; stdout: string }>((resolve) => {
        execFile(
          process.execPath,
          [`${packageRoot}/bin/site`, 'build', ...(out === 'dist' ? [] : ['--out', out]), '--no-cache', '--threads', '2'],
          { cwd: project.root, env: { ...process.env, ...env } },
          (error, stdout) => resolve({ code: error ? 1 : 0, stdout }),
        );
      });
    let pages = 0;
    for (const [out, env] of [
      ['dist', {}],
      ['source', { SITE_FROM_SOURCE: '1' }],
    ] as const) {
      const { code, stdout } = await siteBuild(out, env);
      expect(code, stdout).toBe(0);
      expect(stdout).toMatch(/^Built \d+ pages/m);
      pages = Number(/^Built (\d+) pages/m.exec(stdout)![1]);
      // Both stages name their threads when the worker helped: a worker that fails to start leaves its work to the build's thread.
      expect(stdout).toMatch(/content \d+ms \(2 threads\).* render \d+ms \(2 threads\)/);
    }
    // Both builds loaded the one compiled copy named by the code as it is (a copy another checkout
    // compiled may sit beside it until the next compile, which removes it).
    const { sourceHash } = await import('../../src/compiledCode.mjs');
    const copies = (await readdir(`${packageRoot}/node_modules/.cache/site`)).filter((name) => /^cli-[0-9a-f]{16}/.test(name));
    expect(copies).toContain(`cli-${sourceHash(packageRoot)}`);
    expect(copies.filter((name) => !/^cli-[0-9a-f]{16}$/.test(name))).toEqual([]);
    const files = (await readdir(`${project.root}/source`, { recursive: true })).filter((file) => file.endsWith('.html'));
    // The whole site: every page the build counted.
    expect(files).toHaveLength(pages);
    expect(files.length).toBeGreaterThan(100);
    expect(await project.read('dist/index.html')).toContain('<html lang="en-GB">');
    for (const file of files) expect(await project.read(`dist/${file}`), file).toBe(await project.read(`source/${file}`));
    // Two whole builds in processes of their own, one of them loading every module through the TypeScript loader.
  }, 150_000);

  it('takes --threads as a whole number from 1, and exits 2 on anything else', async () => {
    for (const threads of ['0', 'two', '1.5']) {
      const output = captureIo();
      const code = await main(['node', 'site', 'build', '--threads', threads], { ...output.io, cwd: process.cwd() });
      expect(code).toBe(2);
      expect(output.stderr).toBe(`Invalid --threads "${threads}": use a whole number from 1 to 64.\n`);
    }
  });
});

describe('site serve', () => {
  it('names the hosts it can imitate when --as is not one of them, and exits 2', async () => {
    const output = captureIo();
    const code = await main(['node', 'site', 'serve', '--as', 'apache'], { ...output.io, cwd: process.cwd() });
    expect(code).toBe(2);
    expect(output.stderr).toBe('Invalid --as "apache": use nginx, cloudflare, netlify.\n');
  });
});
