import { closeSync, fstatSync, openSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { checked, frame, frameBytes, FRAMES_START, type Frames } from '../search/frames.ts';
import { CACHE_VERSION } from './siteCache.ts';

/** The header of a file of frames: the layout's version, a line of FRAMES_START bytes. */
const headerLine = () => Buffer.from(`site-cache ${CACHE_VERSION} frames`.padEnd(FRAMES_START - 1, ' ') + '\n');
/** Appends are gathered to this many bytes before they are written: one write for hundreds of frames. */
const WRITE_BYTES = 1 << 20;

function sameFile(fd: number, file: string): boolean {
  try {
    return fstatSync(fd).ino === statSync(file).ino;
  } catch {
    return false;
  }
}

/**
 * Frames in a file, opened for appending and reading at once. The file stays open for as long as
 * the frames are read: a later build that replaces it (renames another file over it) leaves
 * these readable. Appends are written as they fill WRITE_BYTES, and before any read of them.
 */
export class FileFrames implements Frames {
  private fd: number | undefined;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private written: number;
  /** Set once the file is moved into place: then it is no spool to remove. */
  private moved = false;

  private constructor(
    readonly file: string,
    fd: number,
    written: number,
    private readonly created: boolean,
  ) {
    this.fd = fd;
    this.written = written;
  }

  /** The frames of `file`, or undefined when it is absent or not of this version. */
  static open(file: string): FileFrames | undefined {
    let fd: number | undefined;
    try {
      fd = openSync(file, 'r+');
      const header = Buffer.alloc(FRAMES_START);
      if (readSync(fd, header, 0, FRAMES_START, 0) !== FRAMES_START || !header.equals(headerLine())) throw new Error('not frames');
      return new FileFrames(file, fd, fstatSync(fd).size, false);
    } catch {
      if (fd !== undefined) closeSync(fd);
      return undefined;
    }
  }

  /** A new, empty file of frames at `file`, in place of whatever was there. */
  static create(file: string): FileFrames {
    const fd = openSync(file, 'w+');
    writeSync(fd, headerLine(), 0, FRAMES_START, 0);
    return new FileFrames(file, fd, FRAMES_START, true);
  }

  get size(): number {
    return this.written + this.pendingBytes;
  }

  append(bytes: Uint8Array): number {
    const at = this.size;
    const whole = frame(bytes);
    this.pending.push(whole);
    this.pendingBytes += whole.length;
    if (this.pendingBytes >= WRITE_BYTES) this.flush();
    return at;
  }

  read(at: number, length: number): Buffer | undefined {
    if (this.fd === undefined) return undefined;
    if (at + frameBytes(length) > this.written) this.flush();
    const whole = Buffer.alloc(frameBytes(length));
    try {
      return readSync(this.fd, whole, 0, whole.length, at) === whole.length ? checked(whole, length) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Writes the appends gathered so far. */
  flush(): void {
    if (this.fd === undefined || this.pendingBytes === 0) return;
    const bytes = Buffer.concat(this.pending);
    let done = 0;
    while (done < bytes.length) done += writeSync(this.fd, bytes, done, bytes.length - done, this.written + done);
    this.written += bytes.length;
    this.pending = [];
    this.pendingBytes = 0;
  }

  /** Writes what is gathered and moves the file to `file` (the same file system), where its frames go on being read. */
  moveTo(file: string): void {
    this.flush();
    renameSync(this.file, file);
    (this as { file: string }).file = file;
    this.moved = true;
  }

  /** Writes what is gathered and closes the file; with `remove`, a file created here and never moved into place is deleted too (a spool no store took). */
  close({ remove = false }: { remove?: boolean } = {}): void {
    if (this.fd === undefined) return;
    // Only this file: another may have been moved to its path since.
    const own = remove && this.created && !this.moved && sameFile(this.fd, this.file);
    if (!own) this.flush();
    closeSync(this.fd);
    this.fd = undefined;
    if (own) rmSync(this.file, { force: true });
  }
}
