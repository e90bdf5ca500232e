import type { Model } from '../content/model.ts';
import { draftRecords } from '../content/withoutDrafts.ts';
import { expandRoutes } from './expandRoutes.ts';
import type { RouteTable } from './route.ts';

/**
 * The pages the drafts would have: the routes of the whole model less the routes published.
 * A content link to one of them is a link to a draft, told apart from a link to nowhere.
 */
export function draftPageUrls(model: Model, published: RouteTable): ReadonlySet<string> {
  if (draftRecords(model).length === 0) return new Set();
  const built = new Set(published.pages.map((page) => page.url));
  return new Set(
    expandRoutes(model)
      .routes.pages.map((page) => page.url)
      .filter((url) => !built.has(url)),
  );
}
