import { chmodSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { ServerReply, ServerRequest } from './protocol.ts';

/**
 * Listens on the socket, unless another server already answers there: then undefined. A socket
 * file no one answers on is what a killed server left, and is replaced.
 */
export async function listenOnce(socketPath: string): Promise<Server | undefined> {
  mkdirSync(path.dirname(socketPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    const server = createServer();
    const listening = await new Promise<true | NodeJS.ErrnoException>((resolve) => {
      server.once('error', (error: NodeJS.ErrnoException) => resolve(error));
      server.listen(socketPath, () => resolve(true));
    });
    if (listening === true) {
      // Only the project's owner may ask it to build: the socket is theirs alone, whatever the umask.
      chmodSync(socketPath, 0o600);
      return server;
    }
    if (listening.code !== 'EADDRINUSE' || (await answers(socketPath))) return undefined;
    rmSync(socketPath, { force: true });
  }
  return undefined;
}

function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Whether the socket file is still the one this server made: removed (`rm -rf .site-cache`) or
 * replaced by another server's, the project is no longer this server's to serve or save.
 */
export function socketOwner(socketPath: string): () => boolean {
  const made = statSync(socketPath).ino;
  return () => {
    try {
      return statSync(socketPath).ino === made;
    } catch {
      return false;
    }
  };
}

/** The request line a client sends first; undefined when it is not one. */
export function readRequest(socket: Socket, handle: (request: ServerRequest | undefined) => void): void {
  let text = '';
  // Decoded as a stream: a character split between two chunks (in a folder's name) stays whole.
  socket.setEncoding('utf8');
  const onData = (chunk: string) => {
    text += chunk;
    const end = text.indexOf('\n');
    if (end < 0) return;
    socket.off('data', onData);
    let request: ServerRequest | undefined;
    try {
      request = JSON.parse(text.slice(0, end)) as ServerRequest;
    } catch {
      request = undefined;
    }
    handle(request);
  };
  socket.on('data', onData);
}

/** One reply line, unless the client has gone (a writer's Ctrl-C): the command runs on regardless. */
export function send(socket: Socket, reply: ServerReply): void {
  if (!socket.destroyed) socket.write(`${JSON.stringify(reply)}\n`);
}
