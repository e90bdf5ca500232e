import { closeSync, openSync, readSync, writeFileSync } from 'node:fs';

/**
 * A text file made as lines, joined by `\n` (none after the last): what the site-wide files of a
 * large site are (the nginx tables hold a line per page and redirect). Its UTF-8 bytes come a
 * part of about WRITE_BYTES at a time, made from the lines as they are read (`textLines`), so
 * the text is never held whole, as one string or as its parts: it is made when it is written.
 * A line made by a template literal is a tree of string pieces in V8, several times its length,
 * and the tables' lines, then their parts, were held so until the output was written
 * (docs/benchmark.md, "The scale sets").
 */
export interface TextLines {
  /** The bytes, a part at a time: each call makes the lines afresh. */
  readonly parts: () => Iterable<Uint8Array>;
}

/** The lines `make` gives, as a text file's bytes packed as they come: a line is garbage once it is in a part. */
export function textLines(make: () => Iterable<string>): TextLines {
  return { parts: () => packed(make()) };
}

function* packed(lines: Iterable<string>): Generator<Uint8Array> {
  let part: string[] = [];
  let size = 0;
  let first = true;
  for (const line of lines) {
    part.push(first ? line : `\n${line}`);
    first = false;
    size += line.length + 1;
    if (size < WRITE_BYTES) continue;
    yield Buffer.from(part.join(''));
    part = [];
    size = 0;
  }
  if (part.length > 0) yield Buffer.from(part.join(''));
}

/** About what a write to disk takes at a time: the lines are packed in parts of it, so a table of 100,000 short lines is a few writes. */
const WRITE_BYTES = 1 << 20;

/** What an output file holds: text, bytes, or text as lines. */
export type FileData = string | Uint8Array | TextLines;

const isLines = (data: FileData): data is TextLines => typeof data === 'object' && !(data instanceof Uint8Array);

/** The data as one string or its bytes: for a writer that holds files (the memory writer) or a reader of a small file. */
export const wholeData = (data: FileData): string | Uint8Array => (isLines(data) ? Buffer.concat([...data.parts()]) : data);

/** The text of a file, as a string. */
export const fileText = (data: FileData): string =>
  typeof data === 'string' ? data : Buffer.from(isLines(data) ? Buffer.concat([...data.parts()]) : data).toString('utf8');

/** Writes the data to `target` (made or replaced), lines a part at a time: the whole text is never one string or one buffer. */
export function writeData(target: string, data: FileData): void {
  const fd = openSync(target, 'w');
  try {
    // writeFileSync on a descriptor writes all it is given, where one writeSync may write less.
    if (!isLines(data)) writeFileSync(fd, data);
    else for (const part of data.parts()) writeFileSync(fd, part);
  } finally {
    closeSync(fd);
  }
}

/** True when two files hold the same bytes, read a part at a time (a streamed file is compared with the one it would replace). */
export function sameBytes(a: string, b: string): boolean {
  let one: number | undefined;
  let other: number | undefined;
  try {
    one = openSync(a, 'r');
    other = openSync(b, 'r');
    const left = Buffer.alloc(WRITE_BYTES);
    const right = Buffer.alloc(WRITE_BYTES);
    for (;;) {
      const read = readSync(one, left, 0, WRITE_BYTES, null);
      if (readFull(other, right, read) !== read) return false;
      if (read === 0) return true;
      if (!left.subarray(0, read).equals(right.subarray(0, read))) return false;
    }
  } catch {
    return false;
  } finally {
    if (one !== undefined) closeSync(one);
    if (other !== undefined) closeSync(other);
  }
}

/** Reads up to `want` bytes (a read may return fewer than asked before the end); one byte more tells a longer file. */
function readFull(fd: number, buffer: Buffer, want: number): number {
  let got = 0;
  while (got < want) {
    const read = readSync(fd, buffer, got, want - got, null);
    if (read === 0) return got;
    got += read;
  }
  if (want === 0) return readSync(fd, Buffer.alloc(1), 0, 1, null);
  return got;
}
