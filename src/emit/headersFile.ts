import type { OutputFile } from './outputFile.ts';
import { immutableCache, securityHeaders } from './securityHeaders.ts';

/**
 * `_headers`, which Netlify and Cloudflare Pages read, and from which the nginx configuration
 * and the preview take their headers: the security headers on every path, and a year's
 * caching for the content-hashed assets.
 */
export function headersFile(): OutputFile {
  const page = securityHeaders.map(([name, value]) => `  ${name}: ${value}`).join('\n');
  return { path: '_headers', data: `/*\n${page}\n\n/assets/*\n  Cache-Control: ${immutableCache}\n` };
}
