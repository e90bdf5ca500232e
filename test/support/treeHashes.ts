import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

/** Every file of a folder (dot-files aside) → a hash of its bytes: two outputs compared file by file. */
export async function treeHashes(dir: string): Promise<Map<string, string>> {
  const files = (await fg('**/*', { cwd: dir, dot: false })).sort();
  return new Map(
    await Promise.all(
      files.map(
        async (file) =>
          [
            file,
            createHash('sha1')
              .update(await readFile(path.join(dir, file)))
              .digest('hex'),
          ] as const,
      ),
    ),
  );
}
