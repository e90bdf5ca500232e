import type { FileData } from './fileData.ts';

/** One file of the build output, path relative to the output directory, and where files go (writer.ts). */
export interface OutputFile {
  path: string;
  /** Its text, its bytes, or its text as lines (fileData.ts), which a writer to disk writes without joining them. */
  data: FileData;
}

export interface OutputSink {
  write(file: OutputFile): Promise<void>;
  /**
   * Carries a file over unchanged from the output this one replaces, without rewriting it
   * (the build cache's reused pages). False when there is no such file; then write it.
   * Synchronous: a rebuild asks it for every page it reuses.
   */
  keep(path: string): boolean;
  commit(): Promise<void>;
  abort(): Promise<void>;
  /** Present when other threads may write files straight into this output (see DirectOutput). */
  direct?: DirectOutput;
}

/**
 * A folder on disk that is part of an output: render workers write their pages into it
 * themselves, which saves sending every page to the build's thread to be written, and tell
 * the output each file with `wrote`. Everything written there is committed or aborted with
 * the rest of the output.
 */
export interface DirectOutput {
  dir: string;
  wrote(path: string): void;
  /** True when the output keeps, from the one it replaces, this very file (a hard link of `from`): nothing to place. */
  holds?(path: string, from: string): boolean;
  /**
   * The folder of the output this one replaces, when there is one: a thread that makes a file
   * with the bytes of that folder's file of the same path writes nothing, and says `unchanged`,
   * so the file stays as it is and is not counted as changed.
   */
  previous?: string;
  unchanged?(path: string): void;
}
