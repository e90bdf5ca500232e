import { createHash } from 'node:crypto';

/**
 * Frames: byte strings appended one after another and read back one at a time by where they
 * start, so a store of many items (each page's search record, searchRecords.ts)
 * holds in memory only where each item is, never the items. A frame is its length (4 bytes),
 * the SHA-1 of its bytes (20), then the bytes: one read back is checked whole, so a damaged or
 * overwritten file reads as absent, never as another item. On disk, frames follow a header
 * naming the layout's version; in memory (a watch session's, which is never saved), they are
 * the same bytes kept in a list.
 */
export interface Frames {
  /** Appends a frame; where it starts, for `read`. */
  append(bytes: Uint8Array): number;
  /** The bytes of the frame that starts at `at` and holds `length` bytes; undefined when they are not those bytes. */
  read(at: number, length: number): Buffer | undefined;
  /** The bytes the frames take, header included: what a store weighs its live frames against. */
  readonly size: number;
}

const LENGTH_BYTES = 4;
const HASH_BYTES = 20;
/** Where a file of frames starts its first frame: after a header of this many bytes, a line (src/cache/frameFile.ts). */
export const FRAMES_START = 64;

/** The bytes a frame of `length` bytes takes. */
export const frameBytes = (length: number) => LENGTH_BYTES + HASH_BYTES + length;

export function frame(bytes: Uint8Array): Buffer {
  const head = Buffer.alloc(LENGTH_BYTES + HASH_BYTES);
  head.writeUInt32LE(bytes.length);
  createHash('sha1').update(bytes).digest().copy(head, LENGTH_BYTES);
  return Buffer.concat([head, bytes]);
}

/** The bytes of a frame read whole (its head and bytes), when they are what its head says. */
export function checked(whole: Buffer, length: number): Buffer | undefined {
  if (whole.length !== frameBytes(length) || whole.readUInt32LE(0) !== length) return undefined;
  const bytes = whole.subarray(LENGTH_BYTES + HASH_BYTES);
  return createHash('sha1')
    .update(bytes)
    .digest()
    .equals(whole.subarray(LENGTH_BYTES, LENGTH_BYTES + HASH_BYTES))
    ? bytes
    : undefined;
}

/** Frames kept in memory: for a build whose store is never saved. */
export class MemoryFrames implements Frames {
  private readonly frames = new Map<number, Buffer>();
  size = FRAMES_START;

  append(bytes: Uint8Array): number {
    const at = this.size;
    const whole = frame(bytes);
    this.frames.set(at, whole);
    this.size += whole.length;
    return at;
  }

  read(at: number, length: number): Buffer | undefined {
    const whole = this.frames.get(at);
    return whole && checked(whole, length);
  }
}
