/**
 * The search page's own script, loaded by /search alone (templates/pages/Search.tsx): every
 * other page's script budget stays the site script's, with the consent script where it runs.
 */
import { enhanceSearch } from './search.ts';

enhanceSearch();
