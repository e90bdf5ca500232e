import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { contentTypeFor } from '../output/contentType.ts';
import { NOT_FOUND_PAGE, pageUrl } from '../output/pageUrl.ts';
import { headersFor, parseHeaders, type HeaderRule } from '../output/parseHeaders.ts';
import { parseRedirects } from '../redirects/parseRedirects.ts';
import { answerRequest, type HostName, type SiteIndex } from './hosts/answerRequest.ts';
import { failurePage } from './failurePage.ts';
import { LIVE_RELOAD_PATH, LIVE_RELOAD_TAG, PREVIEW_FILES, type LiveReload } from './liveReload.ts';
import { listBuiltFiles, listPublished } from './listPublished.ts';
import { safeRealPath } from './safeRealPath.ts';

export interface ServeOptions {
  /** The built site. */
  dir: string;
  port?: number;
  /** 127.0.0.1 unless the user asks for another interface. */
  host?: string;
  /** Which production host to behave like; nginx, the default, implements the whole output contract. */
  as?: HostName;
  /** With --watch: injects the reload script into pages and serves its event stream and error overlay. */
  liveReload?: LiveReload;
}

interface ReloadOptions {
  rebuilt?: boolean;
  sameFiles?: boolean;
}

export interface RunningServer {
  url: string;
  /**
   * Re-reads `_redirects`, `_headers` and the list of files after a rebuild; `rebuilt`: the
   * session that rebuilt the folder listed its files in the marker (serve/listPublished.ts);
   * `sameFiles`: it neither added nor removed a file, so the list stays as it is.
   */
  reload(options?: ReloadOptions): Promise<void>;
  close(): Promise<void>;
}

/**
 * Previews dist/ as production serves it (docs/output-contract.md): the chosen host's
 * redirects and file lookup, 404.html with status 404, the `_headers` headers and no others
 * (with --watch, `Cache-Control: no-store` too, so a reload always shows the rebuild), never
 * a host file, hidden file or file from outside dist/. A malformed request gets 400 and the
 * server carries on.
 */
export async function serve(options: ServeOptions): Promise<RunningServer> {
  const root = await realpath(options.dir);
  const site = await readSite(root);
  const handle = requestHandler(root, site, options);
  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal error\n');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4321, options.host ?? '127.0.0.1', () => resolve());
  });
  // A client that sends garbage gets 400 from Node's parser; the server stays up.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
  });
  const address = server.address() as AddressInfo;
  const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${hostname}:${address.port}`,
    reload: site.reload,
    close: () =>
      new Promise((resolve) => {
        options.liveReload?.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the preview knows of the built site: its redirect rules, its files and its header rules, read again after a rebuild. */
interface ServedSite {
  index: SiteIndex;
  headerRules: HeaderRule[];
  reload: (options?: ReloadOptions) => Promise<void>;
}

async function readSite(root: string): Promise<ServedSite> {
  const readText = (file: string) => readFile(path.join(root, file), 'utf8').catch(() => '');
  const site: ServedSite = {
    index: { rules: [], files: new Set() },
    headerRules: [],
    reload: async ({ rebuilt = false, sameFiles = false } = {}) => {
      const files = sameFiles ? site.index.files : await (rebuilt ? listBuiltFiles(root) : listPublished(root));
      site.index = { rules: parseRedirects(await readText('_redirects')).rules, files };
      site.headerRules = parseHeaders(await readText('_headers'));
    },
  };
  await site.reload();
  return site;
}

/** Answers one request as the chosen host would, from the site as last read. */
function requestHandler(root: string, site: ServedSite, options: ServeOptions) {
  const host = options.as ?? 'nginx';
  const devHeaders: Record<string, string> = options.liveReload ? { 'cache-control': 'no-store' } : {};
  const send = (response: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer | undefined) =>
    response.writeHead(status, { ...headers, ...devHeaders }).end(body);

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    const head = request.method === 'HEAD';
    const target = request.url ?? '/';
    if (options.liveReload && target === LIVE_RELOAD_PATH) return options.liveReload.connect(response);
    const previewFile = options.liveReload && Object.hasOwn(PREVIEW_FILES, target) ? PREVIEW_FILES[target]! : undefined;
    if (previewFile) return void send(response, 200, { 'content-type': previewFile.type }, previewFile.source);

    const answer = answerRequest(host, target, site.index);
    if (answer.kind === 'bad-request') return void send(response, 400, { 'content-type': 'text/plain; charset=utf-8' }, `Bad request: ${answer.reason}\n`);
    if (answer.kind === 'redirect') {
      // As nginx answers (the output contract): the security headers every path gets (those of
      // `/*`), and a short page in UTF-8. Cloudflare Pages and Netlify send their own.
      if (host === 'nginx') for (const [name, value] of headersFor(site.headerRules, '/')) response.setHeader(name, value);
      return void send(
        response,
        answer.status,
        { location: answer.location, 'content-type': 'text/html; charset=utf-8' },
        head ? undefined : '<!DOCTYPE html><title>Moved</title>\n',
      );
    }
    // A file that has gone, or leads out of dist/ through a symlink, is not found.
    const wanted = answer.kind === 'file' ? answer.file : undefined;
    const found = wanted === undefined ? undefined : await safeRealPath(root, wanted);
    const file = found ? wanted! : NOT_FOUND_PAGE;
    const served = found ?? (await safeRealPath(root, NOT_FOUND_PAGE));
    if (!served) return void send(response, 404, { 'content-type': 'text/plain; charset=utf-8' }, 'Not found\n');
    const type = contentTypeFor(served);
    for (const [name, value] of headersFor(site.headerRules, pageUrl(file))) response.setHeader(name, value);
    const failure = type.startsWith('text/html') ? options.liveReload?.failure : undefined;
    if (failure !== undefined) {
      // While the last rebuild failed, a page is not passed off as current: its problems are served instead.
      response.setHeader('x-site-build', 'failed');
      return void send(response, 500, { 'content-type': type }, head ? undefined : failurePage(failure, pageUrl(file)));
    }
    let body: Buffer | string = await readFile(served);
    if (options.liveReload && type.startsWith('text/html')) body = body.toString('utf8').replace('</body>', `${LIVE_RELOAD_TAG}</body>`);
    send(response, found ? 200 : 404, { 'content-type': type }, head ? undefined : body);
  };
}
