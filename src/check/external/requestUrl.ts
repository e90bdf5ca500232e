import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import tls from 'node:tls';

/** How one external URL is asked for. */
export interface RequestSettings {
  /** Milliseconds for the whole answer's headers, per request. */
  timeoutMs: number;
  /** Further tries after a 429 or 503. */
  retries: number;
  /** The longest `Retry-After` honoured, in milliseconds; a longer one gives up (the host asked for it). */
  maxRetryWaitMs: number;
  /** Redirects followed before giving up. */
  maxRedirects: number;
  userAgent: string;
  /** Extra certificates to trust besides the system's (PEM), for a proxy's or a test server's. */
  ca?: string | undefined;
  /** Waits; tests pass one that records instead of sleeping. */
  sleep?: (ms: number) => Promise<void>;
}

/** What asking for a URL came to. */
export type Outcome =
  | { kind: 'answered'; status: number; url: string; movedTo?: string; method: 'HEAD' | 'GET' }
  | { kind: 'failed'; reason: string; url: string; movedTo?: string }
  /** Not asked for: the check's limits (a host that stopped answering, the time limit) came first. */
  | { kind: 'unchecked'; reason: string; url: string; movedTo?: undefined };

const PERMANENT = new Set([301, 308]);
const REDIRECT = new Set([301, 302, 303, 307, 308]);
const RETRY = new Set([429, 503]);

/**
 * Asks for a URL the way a careful link checker does: HEAD first, GET when HEAD is refused
 * (some servers answer HEAD with 405 or an error they never give a visitor), following
 * redirects (the first permanent one is remembered, since that is the address to link to
 * instead), and trying again after a 429 or 503, no sooner than its `Retry-After` asks.
 */
export async function requestUrl(url: string, settings: RequestSettings): Promise<Outcome> {
  let current = url;
  // The new address: where the unbroken run of permanent redirects from the link's own address ends.
  let movedTo: string | undefined;
  let permanentSoFar = true;
  for (let hop = 0; hop <= settings.maxRedirects; hop++) {
    const answer = await askWithRetries(current, settings);
    if (answer.kind === 'failed') return { ...answer, url: current, ...(movedTo ? { movedTo } : {}) };
    if (!REDIRECT.has(answer.status) || !answer.location)
      return { kind: 'answered', status: answer.status, url: current, method: answer.method, ...(movedTo ? { movedTo } : {}) };
    const next = redirectTarget(answer.location, current, url);
    if (next.refused !== undefined) return { kind: 'failed', reason: next.refused, url: current, ...(movedTo ? { movedTo } : {}) };
    permanentSoFar &&= PERMANENT.has(answer.status);
    if (permanentSoFar) movedTo = next.href;
    current = next.href;
  }
  return { kind: 'failed', reason: `more than ${settings.maxRedirects} redirects`, url: current, ...(movedTo ? { movedTo } : {}) };
}

/**
 * Where a redirect leads, or why it is not followed: a link checker follows a redirect only to
 * another web address, and never from a public address to a private, loopback or link-local one
 * (a cloud's metadata service answers at 169.254.169.254), which a visitor's browser could not
 * reach either. A name is not resolved to see where it leads: only addresses written as numbers,
 * and `localhost`, are known to be private.
 */
export function redirectTarget(location: string, from: string, link: string): { href: string; refused?: undefined } | { href?: undefined; refused: string } {
  let target: URL;
  try {
    target = new URL(location, from);
  } catch {
    return { refused: `it redirects to ${JSON.stringify(location.slice(0, 80))}, which is not a valid address` };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return { refused: `it redirects to a ${target.protocol.slice(0, -1)}: address, which is not a web page (not followed)` };
  if (isPrivateHost(target.hostname) && !isPrivateHost(new URL(link).hostname))
    return { refused: `it redirects to the private address ${target.host}, which is not followed from a public link` };
  return { href: target.href };
}

/** A loopback, private or link-local address written as numbers, or `localhost`. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  if (family === 4) {
    const [a, b] = host.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host)?.[1];
    if (mapped) return isPrivateHost(mapped);
    return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  }
  return false;
}

type Answer = { kind: 'answered'; status: number; location?: string; method: 'HEAD' | 'GET'; retryAfterMs?: number } | { kind: 'failed'; reason: string };

async function askWithRetries(url: string, settings: RequestSettings): Promise<Answer> {
  const sleep = settings.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 0; ; attempt++) {
    const answer = await headThenGet(url, settings);
    if (answer.kind === 'failed' || !RETRY.has(answer.status) || attempt >= settings.retries) return answer;
    // Without a Retry-After, wait a second, then two: the host is busy, not gone.
    const wait = answer.retryAfterMs ?? 1000 * 2 ** attempt;
    if (wait > settings.maxRetryWaitMs) return answer;
    await sleep(wait);
  }
}

async function headThenGet(url: string, settings: RequestSettings): Promise<Answer> {
  const head = await ask(url, 'HEAD', settings);
  // A refused HEAD (405, 501, or any error status a server may give HEAD alone) is asked again with GET.
  if (head.kind === 'answered' && head.status >= 400 && !RETRY.has(head.status)) return ask(url, 'GET', settings);
  return head;
}

/** One request; the body is never read. */
function ask(url: string, method: 'HEAD' | 'GET', settings: RequestSettings): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method,
        headers: { 'user-agent': settings.userAgent, accept: '*/*' },
        timeout: settings.timeoutMs,
        // A `ca` replaces the trusted roots, so Node's own come along.
        ...(target.protocol === 'https:' && settings.ca ? { ca: [...tls.rootCertificates, settings.ca], agent: false } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        const retryAfterMs = parseRetryAfter(response.headers['retry-after']);
        response.destroy();
        resolve({ kind: 'answered', status, method, ...(location ? { location } : {}), ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) });
      },
    );
    const timer = setTimeout(() => request.destroy(new TimeoutError()), settings.timeoutMs);
    request.on('timeout', () => request.destroy(new TimeoutError()));
    request.on('error', (error) => resolve({ kind: 'failed', reason: describeError(error, settings.timeoutMs) }));
    request.on('close', () => clearTimeout(timer));
    request.end();
  });
}

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** `Retry-After` as milliseconds: delay-seconds, or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A network failure in a reader's words. */
function describeError(error: Error & { code?: string }, timeoutMs: number): string {
  if (error instanceof TimeoutError) return `no answer within ${timeoutMs / 1000} s`;
  switch (error.code) {
    case 'ECONNRESET':
      return 'the connection was reset';
    case 'ECONNREFUSED':
      return 'the connection was refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host name does not resolve';
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY':
    case 'CERT_HAS_EXPIRED':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return `its certificate is not trusted (${error.code})`;
    default:
      return error.code ? `${error.message} (${error.code})` : error.message;
  }
}
