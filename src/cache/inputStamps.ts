import { openFileStamps, type FileStamps } from '../emit/fileStamps.ts';
import { cacheDir } from './cacheDir.ts';
import { entryStore } from './siteCache.ts';

/**
 * The hashes of the large input files (photos, PDFs) by their stamps, with what the image stage
 * read of each, kept in `.site-cache/images/`: `site build` reads and writes them, `site check`
 * reads them to count the inputs as the build did without reading them again.
 */
export function openLargeStamps(root: string, options: { read?: boolean } = {}): FileStamps {
  return openFileStamps(entryStore(cacheDir(root), 'imageStamps'), options);
}

/**
 * The hashes of the smaller input files (content, templates, code) by their stamps, kept in
 * `.site-cache/inputs/`. Settled only (fileStamps.ts): writers save these files again and again.
 */
export function openSmallStamps(root: string, options: { read?: boolean } = {}): FileStamps {
  return openFileStamps(entryStore(cacheDir(root), 'inputStamps'), { ...options, settled: true });
}
