import { createServer, type Server } from 'node:http';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { contentTypeFor } from '../../src/output/contentType.ts';
import { fileAt } from '../../src/output/fileAt.ts';
import { headersFor, parseHeaders } from '../../src/output/parseHeaders.ts';
import { matchRedirect, withQuery } from '../../src/redirects/matchRedirect.ts';
import { parseRedirects, redirectStatus } from '../../src/redirects/parseRedirects.ts';
import { listPublished, safeRealPath } from '../../src/serve/siteFiles.ts';

/**
 * Serves a built site the way a static host (Cloudflare Pages) does, for browser tests:
 * file-style lookup, `_redirects`, 404.html with status 404, and the `_headers` rules.
 * Not `site serve`: it does no normalisation, so the 404 page's own script is exercised.
 */
export async function startStaticHost(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = await realpath(dir);
  const headerRules = parseHeaders(await readFile(path.join(root, '_headers'), 'utf8').catch(() => ''));
  const { rules } = parseRedirects(await readFile(path.join(root, '_redirects'), 'utf8').catch(() => ''));
  const files = await listPublished(root);

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const redirect = matchRedirect(rules, url.pathname);
    if (redirect) {
      response.writeHead(redirectStatus(redirect.rule, 302), { location: withQuery(redirect.target, url.search) }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const found = fileAt(files, pathname);
    const file = found && (await safeRealPath(root, found));
    const served = file ?? path.join(root, '404.html');
    for (const [name, value] of headersFor(headerRules, pathname)) response.setHeader(name, value);
    response.writeHead(file ? 200 : 404, { 'content-type': contentTypeFor(served) });
    response.end(await readFile(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
