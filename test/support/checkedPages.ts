import { cp, mkdir, open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

/** The content a check cache is made for: the real content/, or the small project's. */
export type CheckedSite = 'real' | 'small';

/**
 * A `site check` cache that has seen every page of the real content (or of the small project),
 * made once per test run by the first test file that asks, whichever worker runs it; the others
 * wait for it. The cache is keyed by each page's bytes (test/check/checkCache.test.ts holds a
 * check through it equal to one from scratch), so a test that starts from it gets the same
 * verdicts, and html-validate runs only on the pages its change touched.
 */
export async function checkedPages(site: CheckedSite = 'real'): Promise<string> {
  const runDir = inject('runDir');
  const ready = path.join(runDir, `check-${site}.json`);
  const failed = path.join(runDir, `check-${site}.failed`);
  const lock = await open(path.join(runDir, `check-${site}.lock`), 'wx').catch(() => undefined);
  if (lock) {
    await lock.close();
    try {
      const { file, log, facts, factsLog } = await checkContent(site);
      // The rest first: once the cache file is there, so is all of it.
      if (log) await writeFile(logOf(ready), log);
      if (facts) await writeFile(factsOf(ready), facts);
      if (factsLog) await writeFile(logOf(factsOf(ready)), factsLog);
      await writeFile(`${ready}.part`, file);
      await rename(`${ready}.part`, ready);
    } catch (error) {
      await writeFile(failed, String(error));
      throw error;
    }
    return ready;
  }
  for (;;) {
    if (await exists(ready)) return ready;
    if (await exists(failed)) throw new Error(`Checking the ${site} content failed in another test file: ${await readFile(failed, 'utf8')}`);
    await sleep(200);
  }
}

/** The log of a cache file (src/check/checkCache.ts): what checks since the file was written appended. */
export const logOf = (file: string) => file.replace(/\.json$/, '.log');

/** The file of the heavy facts beside a cache file (src/check/checkCache.ts). */
const factsOf = (file: string) => file.replace(/\.json$/, '-facts.json');

/** Copies a cache made by checkedPages, with its facts and their logs, into a project's .site-cache/. */
export async function copyChecked(file: string, cacheDir: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  for (const [from, to] of [
    [file, 'check.json'],
    [logOf(file), 'check.log'],
    [factsOf(file), 'check-facts.json'],
    [logOf(factsOf(file)), 'check-facts.log'],
  ] as const)
    if (await exists(from)) await cp(from, path.join(cacheDir, to));
}

async function checkContent(site: CheckedSite): Promise<{ file: Buffer; log?: Buffer; facts?: Buffer; factsLog?: Buffer }> {
  const [{ fixtureProject, smallProject }, { build }, { check }, { packageRoot }] = await Promise.all([
    import('./fixtureProject.ts'),
    import('../../src/build.ts'),
    import('../../src/check.ts'),
    import('../../src/projectPaths.ts'),
  ]);
  const project = site === 'real' ? await fixtureProject() : await smallProject();
  try {
    // What a `site check` of the real content already saw (npm test runs one before the unit
    // tests) spares validating those pages again; any page it lacks is validated here.
    const seen = path.join(packageRoot, '.site-cache', 'check.json');
    if (site === 'real' && (await exists(seen))) await copyChecked(seen, path.join(project.root, '.site-cache'));
    const built = await build({ root: project.root });
    if (!built.ok) throw new Error(`The ${site} content did not build: ${JSON.stringify(built.diagnostics.slice(0, 3))}`);
    await check({ root: project.root });
    const file = path.join(project.root, '.site-cache', 'check.json');
    const optional = async (name: string) => ((await exists(name)) ? await readFile(name) : undefined);
    const [log, facts, factsLog] = await Promise.all([optional(logOf(file)), optional(factsOf(file)), optional(logOf(factsOf(file)))]);
    return { file: await readFile(file), ...(log ? { log } : {}), ...(facts ? { facts } : {}), ...(factsLog ? { factsLog } : {}) };
  } finally {
    await project.cleanup();
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
