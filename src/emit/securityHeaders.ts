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

/** A file whose name stays when its bytes change (the search index's entry): asked again every time, answered 304 while unchanged. */
export const revalidateCache = 'no-cache';

/**
 * The policy of the search page (docs/output-contract.md#the-search-index): the site's own, but
 * its form may go to the outside engine of site.yaml, for when the page's script cannot run. The
 * engine is the site's own script and reads JSON, so it needs nothing more: still no inline
 * script or style, no WebAssembly, no worker.
 */
export function searchContentSecurityPolicy(engineAction: string, added: Readonly<Partial<Record<PolicyDirective, readonly string[]>>> = {}): string {
  return contentSecurityPolicy(added).replace("form-action 'self'", `form-action 'self' ${new URL(engineAction).origin}`);
}
