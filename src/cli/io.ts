import type { BuildOptions } from '../build.ts';

/** Output streams a command writes to; tests pass in buffers to capture exact output. */
export interface CliIo {
  /** Directory the command runs in (the project root); defaults to process.cwd(). */
  cwd?: string;
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  /**
   * In a build server (src/buildServer/): what the process keeps in memory from its last build
   * of these folders, which `site build` builds on instead of reading .site-cache/.
   */
  keptBuild?: (folders: { out: string; content: string }) => NonNullable<BuildOptions['kept']>;
}
