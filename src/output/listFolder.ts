import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';

/**
 * Every entry under `dir`, folders too, each with its path from `dir` (`/`-separated), folder
 * by folder. Links are listed, never followed: one to a parent folder would make the walk
 * endless, and one to `/usr` would walk the system. (Node's own recursive listing follows links
 * to folders from Node 24 on, and not on Node 20, so the walk is the project's.) Throws when
 * `dir` cannot be read.
 */
export function listFolder(dir: string): { path: string; dirent: Dirent }[] {
  const listed: { path: string; dirent: Dirent }[] = [];
  const folders = [''];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const dirent of readdirSync(folder ? path.join(dir, folder) : dir, { withFileTypes: true })) {
      const entry = folder ? `${folder}/${dirent.name}` : dirent.name;
      listed.push({ path: entry, dirent });
      // A Dirent describes the entry itself: a link to a folder is a link, not a folder.
      if (dirent.isDirectory()) folders.push(entry);
    }
  }
  return listed;
}
