import { deserialize, serialize } from 'node:v8';
import type { SearchRecord } from '../search/searchInput.ts';
import { frameBytes, type Frames } from './frames.ts';

/**
 * A page's search record as the thread that read it hands it on: its hashes, which the build
 * compares, and the record itself serialised (V8's serialiser), which only the index reads.
 */
export interface PackedRecord {
  page: string;
  words: string;
  bytes: Uint8Array;
}

export const packRecord = (record: SearchRecord): PackedRecord => ({ page: record.page, words: record.words, bytes: serialize(record) });

/** Where a record is: its frames, the frame's start and length, and the hashes it is compared by. */
interface Shelved {
  frames: Frames;
  at: number;
  length: number;
  page: string;
  words: string;
}

/** A record's place as the cache's directory keeps it (src/cache/searchCache.ts): address, start, length, page hash, words hash. */
export type ShelvedRow = [url: string, at: number, length: number, page: string, words: string];

/**
 * The search records of a site's pages, by address, kept in frames (frames.ts; on disk, src/cache/frameFile.ts):
 * what is held in memory is where each record is and its two hashes, so a site of 100,000 pages
 * holds a few megabytes here, not the records' text (docs/architecture.md, "Size"). A record is
 * read back when the index is made from it, and let go.
 */
export class SearchRecords {
  private readonly shelf = new Map<string, Shelved>();

  urls(): IterableIterator<string> {
    return this.shelf.keys();
  }

  /** The hash of a page's words: what says whether its part of the index changed. */
  words(url: string): string | undefined {
    return this.shelf.get(url)?.words;
  }

  /**
   * The record, read back; undefined when there is none, or its frame is not the record it should
   * be (a damaged cache). Its text and terms are views into the bytes read (V8's deserialiser
   * makes them so), which must therefore be the record's own.
   */
  get(url: string): SearchRecord | undefined {
    const place = this.shelf.get(url);
    const bytes = place?.frames.read(place.at, place.length);
    if (!place || !bytes) return undefined;
    try {
      const record = deserialize(bytes) as SearchRecord;
      return record.page === place.page && record.words === place.words ? record : undefined;
    } catch {
      return undefined;
    }
  }

  /** Adds a page's record, appended to `frames`. */
  put(url: string, record: PackedRecord, frames: Frames): void {
    const at = frames.append(record.bytes);
    this.shelf.set(url, { frames, at, length: record.bytes.length, page: record.page, words: record.words });
  }

  /** Takes a page's record from another store, where it stays: nothing is read or copied. False when that store has none. */
  take(url: string, from: SearchRecords): boolean {
    const place = from.shelf.get(url);
    if (place) this.shelf.set(url, place);
    return place !== undefined;
  }

  /** Adds the record found at `row` of `frames` (a directory's row), as read back by `get`. */
  placed([url, at, length, page, words]: ShelvedRow, frames: Frames): void {
    this.shelf.set(url, { frames, at, length, page, words });
  }

  /** The bytes of the records held in `frames`: what a save weighs against the file's size. */
  bytesIn(frames: Frames): number {
    let bytes = 0;
    for (const place of this.shelf.values()) if (place.frames === frames) bytes += frameBytes(place.length);
    return bytes;
  }

  /** The records that are not in `frames`, by address. */
  *outside(frames: Frames): Generator<string> {
    for (const [url, place] of this.shelf) if (place.frames !== frames) yield url;
  }

  /** Moves a record into `frames` (copying its frame's bytes), for a store saved there; false when its frame cannot be read. */
  moveInto(url: string, frames: Frames): boolean {
    const place = this.shelf.get(url);
    const bytes = place?.frames.read(place.at, place.length);
    if (!place || !bytes) return false;
    this.shelf.set(url, { ...place, frames, at: frames.append(bytes) });
    return true;
  }

  /** Forgets a page's record. */
  delete(url: string): void {
    this.shelf.delete(url);
  }

  /** The directory of the records in `frames`, in address order, for the cache to keep. */
  rows(): ShelvedRow[] {
    return [...this.shelf]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([url, { at, length, page, words }]): ShelvedRow => [url, at, length, page, words]);
  }

  /** The frames the records are in. */
  frames(): Set<Frames> {
    return new Set([...this.shelf.values()].map((place) => place.frames));
  }
}
