import type { CheckWorkers } from '../check.ts';
import type { KeptBuild } from '../incremental/keptBuilds.ts';

/**
 * What a `site build` and its project's build server say to each other over the server's
 * socket: one request line of JSON, then reply lines of JSON (docs/architecture.md, "The build
 * server"). The client is plain JavaScript (askServer.mjs); these are the shapes both keep to.
 */

/** Runs one `site` command (the CLI's main) with its arguments after `site` and the server's streams: its exit code. */
export type RunCommand = (
  args: readonly string[],
  io: {
    cwd: string;
    stdout: { write(text: string): unknown; isTTY?: boolean };
    stderr: { write(text: string): unknown; isTTY?: boolean };
    keptBuild: (folders: { out: string; content: string }) => KeptBuild;
    spareCheckWorkers: () => CheckWorkers | undefined;
  },
) => Promise<number>;

/** What a server must share with a build to run it (serverFiles.mjs, `serverIdentity`). */
export interface ServerIdentity {
  code: string;
  node: string;
  env: string;
}

export interface ServerRequest {
  /** The command's arguments after `site`: `build` or `check` and its options. */
  args: string[];
  /** The folder it runs in: the project the server builds. */
  cwd: string;
  identity: ServerIdentity;
  /** Whether its stdout and stderr are terminals: progress shows only on one. */
  tty: [boolean, boolean];
}

/**
 * Text for the command's stdout or stderr, in order; then its exit code, or why this server
 * cannot run it: `keep` when it goes on serving (a check of many pages runs in a process of its own).
 */
export type ServerReply = { out: string } | { err: string } | { exit: number } | { decline: string; keep?: boolean };
