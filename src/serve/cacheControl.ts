import path from 'node:path';
import { immutableCache } from '../emit/securityHeaders.ts';

/** Hashed assets never change under one name; pages must be revalidated on every visit. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return immutableCache;
  if (urlPath.endsWith('.html') || !path.extname(urlPath)) return 'no-cache';
  return 'public, max-age=3600';
}
