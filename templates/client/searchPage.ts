/**
 * The search page's script, which /search loads in place of the site's (templates/pages/Search.tsx):
 * the site script's header menus and the search, without what the page does not show (the
 * not-found page's redirect, the FAQ accordions), so that with the consent script beside it
 * the page keeps within the 2 KB budget (docs/output-contract.md#the-search-index).
 */
import { enhanceDropdowns } from './dropdown.ts';
import { enhanceDrawer } from './drawer.ts';
import { enhanceSearch } from './search.ts';

enhanceDropdowns();
enhanceDrawer();
enhanceSearch();
