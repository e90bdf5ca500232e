import path from 'node:path';
import type { BuildOptions } from '../build.ts';
import { createContentCache } from '../content/contentCache.ts';
import { openFileStamps } from '../emit/fileStamps.ts';
import { startGitShell } from '../lastmod/gitShell.ts';

export type KeptBuild = NonNullable<BuildOptions['kept']>;

/**
 * What a build server keeps of its builds, one for each pair of output and content folders it
 * has built (`site build --out`, `--content`), as a watch session keeps its own
 * (buildSession.ts). Unlike a watch session, no watcher reports what changed:
 * each build lists every input folder again, so an edit is never missed, whatever made it.
 */
export function keptBuilds(root: string) {
  const kept = new Map<string, KeptBuild>();
  return (folders: { out: string; content: string }): KeptBuild => {
    const key = `${path.resolve(root, folders.out)}\0${path.resolve(root, folders.content)}`;
    let session = kept.get(key);
    if (!session) {
      session = {
        contentCache: createContentCache(),
        gitShell: startGitShell(),
        // Its stamps in memory, and its code counted at every build: the fingerprint `site build` writes, so either finds the other's output current.
        inputs: { smallStamps: openFileStamps(undefined, { settled: true }), codeDirs: [] },
      };
      kept.set(key, session);
    }
    session.changed = undefined;
    return session;
  };
}
