import type { BuildOptions } from '../build.ts';
import type { CheckWorkers } from '../check.ts';

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
  /** In a build server: the check worker it started after its last build, warm, for `site check` to take. */
  spareCheckWorkers?: () => CheckWorkers | undefined;
}
