import { statfsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of this test run, shared by its test files and removed when the run ends (see checkedPages.ts). */
    runDir: string;
  }
}

/** Room the throwaway projects of one run need at most, with a wide margin (they hold a few copies of a 20 MB site at once). */
const ROOM_NEEDED = 2 * 1024 ** 3;

/**
 * Where this run's throwaway projects go: a folder in memory (/dev/shm) when the machine has one
 * with room, else the system's temporary folder. The tests write and delete thousands of small
 * files (a build, a copy, a fresh build to compare with); on a disk with its journal and online
 * discard, that cost the fs-heavy test files 10-30% more CPU than in memory.
 */
function temporaryRoot(): string {
  try {
    const { bavail, bsize, type } = statfsSync('/dev/shm');
    // 0x01021994 is tmpfs's magic number: memory, not a disk mounted there.
    if (type === 0x01021994 && bavail * bsize >= ROOM_NEEDED) return '/dev/shm';
  } catch {
    // No /dev/shm (macOS, Windows): the system's temporary folder.
  }
  return tmpdir();
}

/**
 * Once per test run: a folder of its own that every test's temporary folder lives in (TMPDIR,
 * which the test workers and the processes they start inherit), and a folder the test files
 * share for what is worked out once per run (test/support/checkedPages.ts). Both go when the
 * run ends, with anything a failed test left behind.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const temporary = await mkdtemp(path.join(temporaryRoot(), 'site-tests-'));
  const outer = process.env['TMPDIR'];
  process.env['TMPDIR'] = temporary;
  const runDir = await mkdtemp(path.join(temporary, 'run-'));
  project.provide('runDir', runDir);
  return async () => {
    if (outer === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = outer;
    await rm(temporary, { recursive: true, force: true });
  };
}
