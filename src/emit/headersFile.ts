import type { AnalyticsSetup } from '../analytics/analyticsSetup.ts';
import { policySources } from '../analytics/policySources.ts';
import type { OutputFile } from './outputFile.ts';
import { immutableCache, securityHeaders } from './securityHeaders.ts';

/**
 * `_headers`, which Netlify and Cloudflare Pages read, and from which the nginx configuration
 * and the preview take their headers: the security headers on every path, and a year's
 * caching for the content-hashed assets (the responsive images among them), and a sandbox for
 * every SVG. The policy allows the configured analytics provider's hosts, and no other.
 */
export function headersFile(analytics?: AnalyticsSetup): OutputFile {
  const page = securityHeaders(policySources(analytics))
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  // An SVG opened on its own is a document: sandboxed, it runs no script even if one got through.
  return { path: '_headers', data: `/*\n${page}\n\n/assets/*\n  Cache-Control: ${immutableCache}\n\n/*.svg\n  Content-Security-Policy: sandbox\n` };
}
