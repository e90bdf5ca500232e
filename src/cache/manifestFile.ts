import { appendFile, readFile, rename, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CollectionName } from '../content/collections.ts';
import type { CodeKeys } from './codeKeys.ts';
import type { FieldHashes } from './fieldHashes.ts';

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
 * The manifest file: the length of its JSON part (4 bytes), the JSON, then every page's read
 * runs as 32-bit integers (from a 4-byte boundary), in one file so that one rename replaces
 * both. 9,000 pages read 1.2 million keys: as JSON numbers they took a build after a one-record
 * edit 120 ms to parse and as long to write; as integers, a view of the bytes read. Each later
 * build appends what it changed to `manifest.bin.log` (a length of 4 bytes, then the change as
 * JSON), until the log passes a quarter of the file and the next build writes the file afresh:
 * writing 7 MB took a build after a one-record edit of 9,000 pages 80 ms.
 */
const MANIFEST = 'manifest.bin';
const LOG = `${MANIFEST}.log`;
const LENGTH_BYTES = 4;
const aligned = (offset: number) => Math.ceil(offset / Int32Array.BYTES_PER_ELEMENT) * Int32Array.BYTES_PER_ELEMENT;

/** The manifest in `dir`, or undefined when there is none or it cannot be read (a cache: its loss costs only time). */
export async function readManifest(dir: string): Promise<ManifestRead | undefined> {
  if (os.endianness() !== 'LE') return undefined;
  const bytes = await readFile(path.join(dir, MANIFEST));
  if (bytes.length < LENGTH_BYTES) return undefined;
  const jsonEnd = LENGTH_BYTES + bytes.readUInt32LE(0);
  const manifest = JSON.parse(bytes.toString('utf8', LENGTH_BYTES, jsonEnd)) as Manifest;
  const start = aligned(jsonEnd);
  // A view needs its start on a 4-byte boundary in memory too: a copy where it is not.
  const from = bytes.byteOffset + start;
  const count = (bytes.length - start) / Int32Array.BYTES_PER_ELEMENT;
  const runs =
    from % Int32Array.BYTES_PER_ELEMENT === 0 ? new Int32Array(bytes.buffer, from, count) : new Int32Array(new Uint8Array(bytes.subarray(start)).buffer);
  const log = await readFile(path.join(dir, LOG)).catch(() => Buffer.alloc(0));
  const changes: ManifestChange[] = [];
  let at = 0;
  while (at + LENGTH_BYTES <= log.length) {
    const end = at + LENGTH_BYTES + log.readUInt32LE(at);
    if (end > log.length) break;
    changes.push(JSON.parse(log.toString('utf8', at + LENGTH_BYTES, end)) as ManifestChange);
    at = end;
  }
  return { manifest, runs, changes, sizes: { file: bytes.length, log: at }, torn: at < log.length };
}

/**
 * Writes the manifest afresh, through a temporary file and a rename, its log removed first: a
 * crash between the two leaves the file of an earlier build, whose fingerprint is not the
 * output's, so no page is reused from it.
 */
export async function writeManifest(dir: string, manifest: Manifest, runs: Int32Array): Promise<void> {
  const temporary = path.join(dir, `${MANIFEST}.${process.pid}.tmp`);
  await writeFile(temporary, manifestParts(manifest, runs));
  await rm(path.join(dir, LOG), { force: true });
  await rename(temporary, path.join(dir, MANIFEST));
}

/**
 * Appends a build's change to the manifest's log, after the changes `read` found there (a torn
 * one cut off first). One a killed build left half-written is seen short and left out when the
 * log is read: the manifest is then the last build's, whose fingerprint is not the output's.
 */
export async function appendManifestChange(dir: string, change: ManifestChange, read: Pick<ManifestRead, 'sizes' | 'torn'>): Promise<void> {
  const json = Buffer.from(JSON.stringify(change));
  const length = Buffer.alloc(LENGTH_BYTES);
  length.writeUInt32LE(json.length);
  if (read.torn) await truncate(path.join(dir, LOG), read.sizes.log);
  await appendFile(path.join(dir, LOG), Buffer.concat([length, json]));
}

/** The manifest file's parts, in order: written one after another, not copied into one buffer first (7 MB for 9,000 pages). */
function manifestParts(manifest: Manifest, runs: Int32Array): Uint8Array[] {
  const json = Buffer.from(JSON.stringify(manifest));
  const length = Buffer.alloc(LENGTH_BYTES);
  length.writeUInt32LE(json.length, 0);
  const padding = Buffer.alloc(aligned(LENGTH_BYTES + json.length) - LENGTH_BYTES - json.length);
  return [length, json, padding, new Uint8Array(runs.buffer, runs.byteOffset, runs.byteLength)];
}
