/**
 * The search engine (src/search/queryIndex.ts) as the search page loads it on the first search
 * (templates/client/search.ts): a module of its own, so a page that is never searched loads none
 * of it. It reads the index's files from the site, each once.
 */
import { searchIndex } from '../../src/search/queryIndex.ts';

export const search = searchIndex(async (path) => {
  const response = await fetch(`/${path}`);
  if (!response.ok) throw new Error(`/${path}: ${response.status}`);
  return response.json();
});
