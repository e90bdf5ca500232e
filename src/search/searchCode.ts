import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../projectPaths.ts';
import { hashToolFiles } from '../codeInputs.mjs';

/** The files that say how a page's words and terms are read into its record and made an index: what a kept record or index was made by. */
const SEARCH_CODE_FILES = [
  'src/search/searchInput.ts',
  'src/search/pageTerms.ts',
  'src/search/terms.ts',
  'src/search/indexFormat.ts',
  'src/search/indexFiles.ts',
  'src/search/indexUpdate.ts',
  'src/search/shardCuts.ts',
];
let code: string | undefined;

/**
 * A hash of the code that makes the records (SEARCH_CODE_FILES) and of the lockfile: a record kept in the cache was
 * made by this code only when it is the same (src/cache/searchCache.ts). The index is made again
 * from the records by every build, so its own code needs no such key.
 */
export function searchCode(): string {
  if (code === undefined) {
    const hash = createHash('sha1');
    // The stemmer's version, which the lockfile holds.
    hashToolFiles(hash, packageRoot);
    for (const file of SEARCH_CODE_FILES)
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(packageRoot, file)))
        .update('\0');
    code = hash.digest('hex');
  }
  return code;
}
