// The `site build` side of the build server (docs/architecture.md, "The build server"): asks the
// project's server to run the build, passing its output through, and starts a server after a
// build that found none. Plain JavaScript: bin/site runs it before it loads any TypeScript,
// which is most of what a build after an edit would otherwise spend before it starts.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { serverAllowed, serverCommand, serverFiles, serverIdentity } from './serverFiles.mjs';

/**
 * Runs `site <args>` (a build, or a check after one) on the project's build server: `{ exitCode }` once it has, or
 * `{ exitCode: undefined, startServer }` when this process is to run the command itself,
 * and then start a server (`startServer`) when none answered or the one there cannot build
 * for it (it exits, saying why in .site-cache/server.log).
 */
export async function askServer(args, { cwd, env, packageRoot, stdout, stderr }) {
  if (!serverAllowed(env) || !serverCommand(args)) return { exitCode: undefined, startServer: false };
  const { socket } = serverFiles(cwd);
  // Only a build starts a server: one that checks alone gains nothing from it.
  const starts = args[0] === 'build';
  if (!socket) return { exitCode: undefined, startServer: false };
  if (!existsSync(socket)) return { exitCode: undefined, startServer: starts };
  const request = { args, cwd, identity: serverIdentity(packageRoot, env), tty: [stdout.isTTY === true, stderr.isTTY === true] };
  return new Promise((resolve) => {
    const connection = connect(socket);
    // Decoded as a stream: a character split between two chunks (a "£" of a price) stays whole.
    connection.setEncoding('utf8');
    let text = '';
    let settled = false;
    const settle = (answer) => {
      if (settled) return;
      settled = true;
      connection.destroy();
      resolve(answer);
    };
    connection.on('connect', () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on('data', (chunk) => {
      text += chunk;
      let end;
      while ((end = text.indexOf('\n')) >= 0) {
        const reply = JSON.parse(text.slice(0, end));
        text = text.slice(end + 1);
        if ('out' in reply) stdout.write(reply.out);
        else if ('err' in reply) stderr.write(reply.err);
        else if ('exit' in reply) return settle({ exitCode: reply.exit });
        else return settle({ exitCode: undefined, startServer: starts && reply.keep !== true });
      }
    });
    // No one answers (a killed server's socket), or the server stopped mid-build: the build
    // runs here. Its output is all-or-nothing (the writer's commit), so it is only built twice.
    connection.on('error', () => settle({ exitCode: undefined, startServer: starts }));
    connection.on('close', () => settle({ exitCode: undefined, startServer: starts }));
  });
}

/**
 * Starts the project's build server in the background, on its own, and says so on `stderr`: it
 * outlives this command, holds no terminal, and stops itself (buildServer.ts). Only for a project this build made a
 * cache folder in, and only the binary this command runs, with none of its Node options.
 */
export async function startServer(cwd, bin, env, stderr) {
  if (!existsSync(serverFiles(cwd).dir)) return;
  // Loaded here: a build the server runs never needs it.
  const { spawn } = await import('node:child_process');
  try {
    spawn(process.execPath, [bin, 'build-server'], { cwd, env, detached: true, stdio: 'ignore' }).unref();
    // A process that outlives the command is said, as it starts: where to read of it, and how to turn it off.
    stderr.write(
      'Started a build server for this project: the next builds and checks run on it (README, "The build server"; SITE_BUILD_SERVER=0 turns it off).\n',
    );
  } catch {
    // No server: the next build runs in its own process, as this one did.
  }
}
