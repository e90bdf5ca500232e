import path from 'node:path';
import { immutableCache } from '../emit/securityHeaders.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export function contentTypeFor(file: string): string {
  return types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Hashed assets never change under one name; pages must be revalidated on every visit. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return immutableCache;
  if (urlPath.endsWith('.html') || !path.extname(urlPath)) return 'no-cache';
  return 'public, max-age=3600';
}
