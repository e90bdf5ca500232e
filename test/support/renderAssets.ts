import type { RenderContext } from '../../templates/context.ts';

/** Asset URLs for rendering a page in a test, with no assets built: the names the page is to carry, not files. */
export const renderAssets: RenderContext['assets'] = {
  css: '/assets/site.css',
  js: '/assets/site.js',
  cssIntegrity: 'sha384-x',
  jsIntegrity: 'sha384-x',
  searchJs: '/assets/search.js',
  searchJsIntegrity: 'sha384-x',
  cardSalt: 'test',
};
