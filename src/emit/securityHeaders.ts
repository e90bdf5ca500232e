import type { PolicyDirective } from '../analytics/policySources.ts';

/**
 * The Content-Security-Policy's directives (docs/output-contract.md#assets-and-headers): only our own script and
 * stylesheet, no inline script or style (JSON-LD data blocks are not executed, so allowed).
 */
const policyDirectives: readonly [string, string][] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

/**
 * The policy, with the sources the configured analytics provider needs added to their
 * directives (src/analytics/policySources.ts): with none, exactly the policy of a site without analytics.
 */
export function contentSecurityPolicy(added: Readonly<Partial<Record<PolicyDirective, readonly string[]>>> = {}): string {
  return policyDirectives.map(([name, value]) => [name, value, ...(added[name as PolicyDirective] ?? [])].join(' ')).join('; ');
}

/** Response headers for every page, the policy with `added`'s sources. */
export function securityHeaders(added: Readonly<Partial<Record<PolicyDirective, readonly string[]>>> = {}): readonly [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(added)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['X-Frame-Options', 'DENY'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ];
}

/** Hashed assets never change under one name, so browsers may keep them for a year. */
export const immutableCache = 'public, max-age=31536000, immutable';

/** A file whose name stays when its bytes change (the search engine and the index's entry): asked again every time, answered 304 while unchanged. */
export const revalidateCache = 'no-cache';

/**
 * The policy of the search page and the search index's files (docs/output-contract.md#the-search-index),
 * the one place the site runs WebAssembly: Pagefind's engine compiles it (`'wasm-unsafe-eval'`,
 * which allows compiling WebAssembly and nothing else that eval would), in its worker (`worker-src`:
 * a worker's policy is the one its own script is served with, so the index folder has it too). Its
 * form goes to the outside engine when the page's script cannot run. Still no inline script or style.
 */
export function searchContentSecurityPolicy(engineAction: string, added: Readonly<Partial<Record<PolicyDirective, readonly string[]>>> = {}): string {
  const withAnalytics = contentSecurityPolicy({ ...added, 'script-src': [...(added['script-src'] ?? []), "'wasm-unsafe-eval'"] });
  return `${withAnalytics.replace("form-action 'self'", `form-action 'self' ${new URL(engineAction).origin}`)}; worker-src 'self'`;
}
