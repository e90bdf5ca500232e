import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';

export interface FixtureProject {
  root: string;
  write(file: string, data: string | Uint8Array): Promise<void>;
  read(file: string): Promise<string>;
  remove(file: string): Promise<void>;
  cleanup(): Promise<void>;
}

/**
 * A throwaway project: a copy of the real content/ and public/ in a temp folder, which a
 * test then changes file by file. Scenario overlays live in test/fixtures/<scenario>/.
 */
export async function fixtureProject(scenario?: string): Promise<FixtureProject> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-fixture-'));
  await cp(path.join(packageRoot, 'content'), path.join(root, 'content'), { recursive: true });
  await cp(path.join(packageRoot, 'public'), path.join(root, 'public'), { recursive: true });
  if (scenario) await cp(path.join(packageRoot, 'test', 'fixtures', scenario), root, { recursive: true });
  return {
    root,
    async write(file, data) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), data);
    },
    read: (file) => readFile(path.join(root, file), 'utf8'),
    remove: (file) => rm(path.join(root, file), { recursive: true, force: true }),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

/** Captures what a CLI command writes. */
export function captureIo() {
  let stdout = '';
  let stderr = '';
  return {
    io: { stdout: { write: (text: string) => (stdout += text) }, stderr: { write: (text: string) => (stderr += text) } },
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
  };
}
