import os from 'node:os';
import type { CollectionName } from '../content/collections.ts';
import type { CodeKeys } from './codeKeys.ts';
import type { FieldHashes } from './fieldHashes.ts';
import { appendRecord, readLoggedEntry, writeEntry } from './siteCache.ts';

/**
 * The build cache's manifest as JSON: each page's reads are `length` numbers from `start` of
 * the runs after it. The maps a build keeps in memory are objects on disk.
 */
export interface Manifest extends ManifestHead {
  content: Record<string, string>;
  fields: Record<string, FieldHashes>;
  collectionOf: Record<string, CollectionName>;
  keys: string[];
  pages: Record<string, [template: string, output: string, start: number, length: number, pending: string[]]>;
  /** How many numbers of runs follow: fewer is a file cut short. */
  runCount: number;
}

/** What the manifest holds besides its maps, the keys and the pages: a change to it replaces it whole. */
export interface ManifestHead {
  format: number;
  /** The fingerprint in the output folder the build wrote: pages are reused only from it. */
  fingerprint: string;
  code: CodeKeys;
  routesKey: string;
  assetsKey: string;
  sharedKey: string;
  deploy?: { key: string; files: readonly string[] };
  /** How many keys the list held when it was last made afresh. */
  keysMadeAt: number;
}

/** A map's entries set and keys deleted. */
export interface MapChange<V> {
  set: [string, V][];
  deleted: string[];
}

/**
 * What one build changed in the manifest, appended to its log: the head, the maps' entries,
 * the keys added at the end of the list, and the pages whose entry is new, each with its runs.
 */
export interface ManifestChange {
  head: ManifestHead;
  content: MapChange<string>;
  fields: MapChange<FieldHashes>;
  collectionOf: MapChange<CollectionName>;
  keys: string[];
  pages: MapChange<[template: string, output: string, runs: number[], pending: string[]]>;
}

/** The manifest as its files left it: the file's JSON and runs, the changes its log holds, in order, and the sizes a save compares. */
export interface ManifestRead {
  manifest: Manifest;
  runs: Int32Array;
  changes: ManifestChange[];
  /** The sizes of the file and of its log (the changes read whole), in bytes. */
  sizes: { file: number; log: number };
  /** The log ends in a change a killed build left half-written: it goes before the next. */
  torn: boolean;
}

/**
 * The manifest entry (src/cache/siteCache.ts): the length of its JSON part (4 bytes), the
 * JSON, then every page's read runs as 32-bit integers (from a 4-byte boundary), in one entry
 * so that one rename replaces both. A large site's pages read a great many keys: as integers they are
 * copied as they are, not numbers to parse. Each later build appends what it changed to the
 * entry's log (the change as JSON), until the log passes a quarter of the entry and the next
 * build writes it afresh.
 */
const LENGTH_BYTES = 4;
const aligned = (offset: number) => Math.ceil(offset / Int32Array.BYTES_PER_ELEMENT) * Int32Array.BYTES_PER_ELEMENT;

/** The manifest in the cache folder `dir`, or undefined when there is none or it cannot be read (a cache: its loss costs only time). */
export async function readManifest(dir: string): Promise<ManifestRead | undefined> {
  if (os.endianness() !== 'LE') return undefined;
  const read = await readLoggedEntry(dir, 'manifest');
  if (!read || read.bytes.length < LENGTH_BYTES) return undefined;
  const { bytes } = read;
  const jsonEnd = LENGTH_BYTES + bytes.readUInt32LE(0);
  const manifest = JSON.parse(bytes.toString('utf8', LENGTH_BYTES, jsonEnd)) as Manifest;
  const start = aligned(jsonEnd);
  // A copy of the runs alone, so that the bytes read, JSON and all, are let go: a view would keep them.
  const runs = new Int32Array(new Uint8Array(bytes.subarray(start)).buffer);
  const changes = read.records.map((record) => JSON.parse(record.toString('utf8')) as ManifestChange);
  return { manifest, runs, changes, sizes: read.sizes, torn: read.torn };
}

/**
 * Writes the manifest afresh, its log removed (src/cache/siteCache.ts): a crash between the two
 * leaves the entry of an earlier build, whose fingerprint is not the output's, so no page is
 * reused from it.
 */
export async function writeManifest(dir: string, manifest: Manifest, runs: Int32Array): Promise<void> {
  await writeEntry(dir, 'manifest', manifestParts(manifest, runs));
}

/**
 * Appends a build's change to the manifest's log, after the changes `read` found there. One a
 * killed build left half-written is left out when the log is read: the manifest is then the
 * last build's, whose fingerprint is not the output's.
 */
export async function appendManifestChange(dir: string, change: ManifestChange, read: Pick<ManifestRead, 'sizes' | 'torn'>): Promise<void> {
  await appendRecord(dir, 'manifest', Buffer.from(JSON.stringify(change)), read);
}

/** The manifest's parts, in order: written one after another, not copied into one buffer first (megabytes for a large site). */
function manifestParts(manifest: Manifest, runs: Int32Array): Uint8Array[] {
  const json = Buffer.from(JSON.stringify(manifest));
  const length = Buffer.alloc(LENGTH_BYTES);
  length.writeUInt32LE(json.length, 0);
  const padding = Buffer.alloc(aligned(LENGTH_BYTES + json.length) - LENGTH_BYTES - json.length);
  return [length, json, padding, new Uint8Array(runs.buffer, runs.byteOffset, runs.byteLength)];
}
