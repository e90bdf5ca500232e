import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MadeIndex } from '../search/indexFiles.ts';
import { searchCode } from '../search/searchCode.ts';
import { FileFrames } from './frameFile.ts';
import { FRAMES_START, MemoryFrames, type Frames } from '../search/frames.ts';
import { SearchRecords, type ShelvedRow } from '../search/searchRecords.ts';
import { cachePath, readJsonEntry, writeJsonEntry } from './siteCache.ts';

/**
 * What the search stage keeps between builds (src/pipeline/searchSite.ts): each indexable
 * page's record, by URL, with the hash of the page's bytes it was read from. It describes one
 * output only, the one whose marker carries `fingerprint`: a page the build cache carries over
 * has the very bytes its record was read from. On disk the records are frames (`search`,
 * src/cache/frameFile.ts), which a build after one edit appends that page's record to, and a
 * small entry of its own (`searchIndex`), written last: the directory of where each record is,
 * and the fingerprint, so records saved by a build killed before it read as another output's.
 */
export interface StoredSearch {
  fingerprint: string;
  pages: SearchRecords;
  /** The index made from the records: the hash of every page's address and words (`indexKey`), and its files under dist/. */
  index?: StoredIndex;
}

/** An index in the output, and the pages' words it was made from. */
export interface StoredIndex {
  key: string;
  files: readonly string[];
  /** Its entry and what it was made of, for the next build to bring it up to date (src/search/indexUpdate.ts). */
  made?: MadeIndex;
  /** When it was kept while the pages' words changed (watch mode): the records it was made from, which are then not the stored ones. */
  madeFrom?: SearchRecords;
}

interface IndexEntry {
  fingerprint: string;
  index?: StoredIndex;
  /** The search's code that made the records (`searchCode`): records of other code are not used. */
  code: string;
  /** Where each record is in the records' frames. */
  records: ShelvedRow[];
}

/**
 * The frames one build's search records are kept in: a spool the records are appended to as the
 * pages are rendered (in the cache folder, when the build saves the cache, to be moved into place
 * whole; else a temporary folder's; in memory for a watch session, whose records are never
 * saved), and the stored frames it read. `close` lets them go once the build is over.
 */
export class SearchFrames {
  readonly spool: Frames;
  private readonly opened: FileFrames[] = [];
  /** The spool is in memory: a watch session, which keeps what it loads open for its next builds, or a site without search, which loads nothing. */
  private readonly inMemory: boolean;

  /** `inMemory` for a watch session, whose records are never saved, and a site without search, which has none. */
  constructor(dir: string, { saving, inMemory }: { saving: boolean; inMemory: boolean }) {
    this.inMemory = inMemory;
    this.spool = inMemory ? new MemoryFrames() : (this.spoolIn(saving ? dir : tmpdir()) ?? this.spoolIn(tmpdir()) ?? new MemoryFrames());
  }

  /** A spool file in `folder`; undefined when the folder cannot hold one (a read-only cache folder): the records then go elsewhere. */
  private spoolIn(folder: string): FileFrames | undefined {
    try {
      mkdirSync(folder, { recursive: true });
      return this.create(path.join(folder, `${SPOOL_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}.tmp`));
    } catch {
      return undefined;
    }
  }

  /** The stored records of the output with this fingerprint, or undefined (none, another output's, damaged). */
  async load(dir: string, outputFingerprint: string | undefined): Promise<StoredSearch | undefined> {
    if (outputFingerprint === undefined) return undefined;
    const entry = await readJsonEntry<IndexEntry>(dir, 'searchIndex');
    if (entry?.fingerprint !== outputFingerprint || entry.code !== searchCode() || !Array.isArray(entry.records)) return undefined;
    const frames = FileFrames.open(cachePath(dir, 'search'));
    if (!frames) return undefined;
    // A watch session keeps these frames open for as long as it keeps the records.
    if (!this.inMemory) this.opened.push(frames);
    const pages = new SearchRecords();
    for (const row of entry.records) pages.placed(row, frames);
    return { fingerprint: entry.fingerprint, pages, ...(entry.index ? { index: entry.index } : {}) };
  }

  /** A new file of frames, closed with the others. */
  create(file: string): FileFrames {
    const frames = FileFrames.create(file);
    this.opened.push(frames);
    return frames;
  }

  /** Closes the files, removing the spool and any new file a save did not move into place. */
  close(): void {
    for (const frames of this.opened) frames.close({ remove: true });
  }
}

/**
 * Saves the records, then the entry that vouches for them. The records stay where they are
 * when they are all in the stored file and its dead frames (records since replaced) are less
 * than half of it: the rest are appended. Otherwise a spool that holds every record and
 * nothing else is moved into place, or every record is written to a new file, which then is.
 */
export async function saveSearchCache(dir: string, stored: StoredSearch, frames: SearchFrames): Promise<void> {
  const file = cachePath(dir, 'search');
  const records = stored.pages;
  const held = [...records.frames()];
  const inFile = held.find((each): each is FileFrames => each instanceof FileFrames && each.file === file);
  const dead = (each: Frames) => each.size - FRAMES_START - records.bytesIn(each);
  let target: FileFrames;
  if (inFile && dead(inFile) <= inFile.size / 2) target = inFile;
  else if (
    held.length === 1 &&
    held[0] === frames.spool &&
    frames.spool instanceof FileFrames &&
    dead(frames.spool) === 0 &&
    path.dirname(frames.spool.file) === dir
  ) {
    frames.spool.moveTo(file);
    target = frames.spool;
  } else target = frames.create(`${file}.${process.pid}.tmp`);
  for (const url of [...records.outside(target)]) if (!records.moveInto(url, target)) records.delete(url);
  target.flush();
  if (target.file !== file) target.moveTo(file);
  removeStaleSpools(dir);
  await writeJsonEntry(dir, 'searchIndex', {
    fingerprint: stored.fingerprint,
    code: searchCode(),
    ...(stored.index ? { index: savedIndex(stored.index) } : {}),
    records: records.rows(),
  } satisfies IndexEntry);
}

/** A spool is this old only when a build was killed before it could remove it: no build still writes it. */
const STALE_SPOOL_MS = 24 * 60 * 60 * 1000;
const SPOOL_PREFIX = 'search-spool-';

function removeStaleSpools(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(SPOOL_PREFIX)) continue;
    const file = path.join(dir, name);
    try {
      if (Date.now() - statSync(file).mtimeMs > STALE_SPOOL_MS) rmSync(file, { force: true });
    } catch {
      // Gone already, or not ours to remove: the next save tries again.
    }
  }
}

/** An index as its entry keeps it: one not made from the records saved with it keeps no `made`, so the next build makes it whole. */
function savedIndex({ key, files, made, madeFrom }: StoredIndex): StoredIndex {
  return { key, files, ...(made && !madeFrom ? { made } : {}) };
}
