import { cp, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

/**
 * A `site check` cache that has seen every page of the real content, made once per test run by
 * the first test file that asks, whichever worker runs it; the others wait for it. The cache
 * is keyed by each page's bytes (test/check/checkCache.test.ts holds a check through it equal
 * to one from scratch), so a test that starts from it gets the same verdicts, and html-validate
 * runs only on the pages its change touched.
 */
export async function checkedPages(): Promise<string> {
  const runDir = inject('runDir');
  const ready = path.join(runDir, 'check.json');
  const failed = path.join(runDir, 'check.failed');
  const lock = await open(path.join(runDir, 'check.lock'), 'wx').catch(() => undefined);
  if (lock) {
    await lock.close();
    try {
      await writeFile(`${ready}.part`, await checkRealContent());
      await rename(`${ready}.part`, ready);
    } catch (error) {
      await writeFile(failed, String(error));
      throw error;
    }
    return ready;
  }
  for (;;) {
    if (await exists(ready)) return ready;
    if (await exists(failed)) throw new Error(`Checking the real content failed in another test file: ${await readFile(failed, 'utf8')}`);
    await sleep(200);
  }
}

async function checkRealContent(): Promise<Buffer> {
  const [{ fixtureProject }, { build }, { check }, { packageRoot }] = await Promise.all([
    import('./fixtureProject.ts'),
    import('../../src/build.ts'),
    import('../../src/check.ts'),
    import('../../src/projectPaths.ts'),
  ]);
  const site = await fixtureProject();
  try {
    // What a `site check` of the real content already saw (npm test runs one before the unit
    // tests) spares validating those pages again; any page it lacks is validated here.
    const seen = path.join(packageRoot, '.site-cache', 'check.json');
    if (await exists(seen)) {
      await mkdir(path.join(site.root, '.site-cache'), { recursive: true });
      await cp(seen, path.join(site.root, '.site-cache', 'check.json'));
    }
    const built = await build({ root: site.root });
    if (!built.ok) throw new Error(`The real content did not build: ${JSON.stringify(built.diagnostics.slice(0, 3))}`);
    await check({ root: site.root });
    return await readFile(path.join(site.root, '.site-cache', 'check.json'));
  } finally {
    await rm(site.root, { recursive: true, force: true });
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
