import { createServer, type Server } from 'node:http';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

/**
 * Serves a built site the way a static host (Cloudflare Pages) does, for browser tests:
 * file-style lookup, `_redirects`, 404.html with status 404, and the `_headers` rules.
 * Not `site serve`: it does no normalisation, so the 404 page's own script is exercised.
 */
export async function startStaticHost(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = await realpath(dir);
  const headerRules = parseHeaders(await readFile(path.join(root, '_headers'), 'utf8').catch(() => ''));
  const redirects = new Map(
    (await readFile(path.join(root, '_redirects'), 'utf8').catch(() => ''))
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((parts) => parts.length >= 2 && !parts[0]!.startsWith('#'))
      .map((parts) => [parts[0]!, parts[1]!]),
  );

  const server: Server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://host').pathname;
    const redirect = redirects.get(pathname);
    if (redirect) {
      response.writeHead(301, { location: redirect }).end();
      return;
    }
    const file = await findFile(root, pathname);
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    for (const [name, value] of headersFor(headerRules, pathname)) response.setHeader(name, value);
    response.writeHead(status, { 'content-type': types[path.extname(served)] ?? 'application/octet-stream' });
    response.end(await readFile(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function findFile(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const relative = decoded.replace(/^\/+/, '');
  const candidates = relative === '' ? ['index.html'] : [relative, `${relative}.html`];
  for (const candidate of candidates) {
    const full = path.resolve(root, candidate);
    if (!full.startsWith(root + path.sep)) return undefined;
    const data = await readFile(full).catch(() => undefined);
    if (data) return full;
  }
  return undefined;
}

type HeaderRule = { pattern: RegExp; headers: [string, string][] };

function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!line.startsWith(' ')) {
      rules.push({ pattern: new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`), headers: [] });
    } else {
      const [name, ...value] = line.trim().split(':');
      rules.at(-1)?.headers.push([name!.trim(), value.join(':').trim()]);
    }
  }
  return rules;
}

function headersFor(rules: readonly HeaderRule[], pathname: string): [string, string][] {
  return rules.filter((rule) => rule.pattern.test(pathname)).flatMap((rule) => rule.headers);
}
