import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { securityHeaders } from '../emit/securityHeaders.ts';
import { cacheControlFor, contentTypeFor } from './contentTypes.ts';
import { findFile } from './findFile.ts';
import { redirectRules } from './redirectRules.ts';
import { resolveRequest } from './resolveRequest.ts';
import { LIVE_RELOAD_PATH, LIVE_RELOAD_SCRIPT, LIVE_RELOAD_TAG, type LiveReload } from './liveReload.ts';

export interface ServeOptions {
  /** The built site. */
  dir: string;
  port?: number;
  /** 127.0.0.1 unless the user asks for another interface. */
  host?: string;
  /** With --watch: injects the reload script into pages and serves its event stream. */
  liveReload?: LiveReload;
}

export interface RunningServer {
  url: string;
  /** Re-reads `_redirects` after a rebuild. */
  reload(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Previews dist/ with the production behaviour: canonical-path and fixed redirects (301),
 * file-style lookup, 404.html with status 404, the security headers, and never a file from
 * outside dist/. A malformed request gets 400 and the server carries on.
 */
export async function serve(options: ServeOptions): Promise<RunningServer> {
  const root = await realpath(options.dir);
  let redirects = redirectRules('');
  const loadRedirects = async () => {
    redirects = redirectRules(await readFile(path.join(root, '_redirects'), 'utf8').catch(() => ''));
  };
  await loadRedirects();

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal error\n');
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    const target = request.url ?? '/';
    if (options.liveReload && target === LIVE_RELOAD_PATH) return options.liveReload.connect(response);
    if (options.liveReload && target === LIVE_RELOAD_SCRIPT.path) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(LIVE_RELOAD_SCRIPT.source);
      return;
    }
    const decision = resolveRequest(target, redirects);
    if (decision.kind === 'bad-request') {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(`Bad request: ${decision.reason}\n`);
      return;
    }
    if (decision.kind === 'redirect') {
      response.writeHead(301, { location: decision.location, 'cache-control': 'no-cache' }).end();
      return;
    }
    const file = await findFile(root, decision.path);
    const served = file ?? (await findFile(root, '/404'));
    if (!served) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    let body: Buffer | string = await readFile(served);
    const type = contentTypeFor(served);
    if (options.liveReload && type.startsWith('text/html')) body = body.toString('utf8').replace('</body>', `${LIVE_RELOAD_TAG}</body>`);
    for (const [name, value] of securityHeaders) response.setHeader(name, value);
    // While the last rebuild failed, a page is the last good build, not the current content: say so.
    const failure = options.liveReload?.failure !== undefined && type.startsWith('text/html');
    if (failure) response.setHeader('x-site-build', 'failed');
    response.writeHead(failure ? 500 : file ? 200 : 404, { 'content-type': type, 'cache-control': file && !failure ? cacheControlFor(decision.path) : 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4321, options.host ?? '127.0.0.1', () => resolve());
  });
  // A client that sends garbage gets 400 from Node's parser; the server stays up.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    reload: loadRedirects,
    close: () =>
      new Promise((resolve) => {
        options.liveReload?.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
