import type { ParseResult } from './sourceFile.ts';
import type { CollectionName } from './collections.ts';
import type { RenderedBody } from './renderMarkdownBodies.ts';

/**
 * What one build can hand the next about content: each file's hash, and its parse result
 * while the bytes are the same. Kept by watch mode; a one-off build starts empty.
 */
export interface ContentCache {
  /** Project-relative file → hash of its bytes, as last loaded. */
  hashes: Map<string, string>;
  /** Project-relative file → the collection it belongs to. */
  collectionOf: Map<string, CollectionName>;
  parsed: Map<string, { hash: string; result: ParseResult; sha?: string }>;
  /**
   * A watch session's stamps of the content files (emit/fileStamps.ts, the fingerprint's): a
   * file whose stamp has not changed since it was parsed is not read again, so a save costs the
   * files saved, not the others of a large site. `sha` above is its hash there.
   */
  stamps?: ContentStamps;
  /**
   * Parsed files a previous build left on disk (the build cache), by file: used when the
   * bytes hash the same, so a one-off build after a one-record edit parses one file, not all.
   */
  stored: Map<string, StoredSource>;
  /** Rendered Markdown bodies by file, first line and a hash of the text (kept across builds by the build cache). */
  markdown: Map<string, RenderedBody>;
}

/** What the content stage asks of a session's stamps (emit/fileStamps.ts, which the build hands it). */
export interface ContentStamps {
  /** The hash of a file not changed since it was read (`stat`: its stamp, when the listing has it); undefined when it has changed, or was never read. */
  known(file: string, stat?: { size: number; mtimeMs: number; ctimeMs: number; ino: number }): { sha: string } | undefined;
  /** Reads a file, recording its hash under its stamp. */
  read(file: string): { bytes: Buffer; sha: string };
}

/** A file that parsed, as the build cache keeps it: what it holds, without the way back to its lines. */
export interface StoredSource {
  hash: string;
  /** The hash its stamp is kept under (emit/fileStamps.ts), when it was read through one: an unchanged stamp needs no read. */
  sha?: string;
  data: unknown;
  body: string;
  bodyLine: number;
  /** `data` is what its schema gave back (validateRecords.ts, `validatedData`), not what it parsed to. */
  validated?: true;
}

export function createContentCache(): ContentCache {
  return { hashes: new Map(), collectionOf: new Map(), parsed: new Map(), stored: new Map(), markdown: new Map() };
}
