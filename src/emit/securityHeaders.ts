/**
 * Response headers for every page (docs/output-contract.md#assets-and-headers). The CSP allows only our own script and
 * stylesheet: no inline script or style (JSON-LD data blocks are not executed, so allowed).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders: readonly [string, string][] = [
  ['Content-Security-Policy', contentSecurityPolicy],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['X-Frame-Options', 'DENY'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
];

/** Hashed assets never change under one name, so browsers may keep them for a year. */
export const immutableCache = 'public, max-age=31536000, immutable';
