/** Output streams a command writes to; tests pass in buffers to capture exact output. */
export interface CliIo {
  /** Directory the command runs in (the project root); defaults to process.cwd(). */
  cwd?: string;
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown; isTTY?: boolean };
}
