import { createHash } from 'node:crypto';
import type { RenderContext } from '../../templates/context.ts';
import type { RouteTable } from '../routes/route.ts';

/**
 * What every page depends on besides the model: the set of pages and redirects (a new or
 * removed page changes which links templates may publish) and the asset URLs in every head.
 * When either key changes, every page is rendered again, in watch mode and from the build cache.
 */
export function routesKey(routes: RouteTable): string {
  // Hashed: the build cache keeps it, and on a large site the list itself is big, its hash small.
  return createHash('sha1')
    .update(JSON.stringify([routes.pages.map((p) => [p.url, p.template]), routes.redirects.map((r) => [r.from, r.to])]))
    .digest('hex');
}

export function assetsKey(urls: RenderContext['assets']): string {
  return `${urls.css} ${urls.js} ${urls.searchJs ?? ''} ${urls.searchEngineJs ?? ''} ${urls.cardSalt}${urls.consentJs ? ` ${urls.consentJs}` : ''}`;
}
