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

/** Once per test run: a folder the test files share, for what is worked out once per run (test/support/checkedPages.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runDir = await mkdtemp(path.join(tmpdir(), 'site-test-run-'));
  project.provide('runDir', runDir);
  return () => rm(runDir, { recursive: true, force: true });
}
