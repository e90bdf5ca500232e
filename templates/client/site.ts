/**
 * The site's one script: progressive enhancement only (docs/architecture.md#progressive-enhancement). Every page works
 * without it; it adds what CSS cannot do.
 */
import { enhanceDropdowns } from './dropdown.ts';
import { enhanceDrawer } from './drawer.ts';
import { enhanceAccordions } from './accordion.ts';
import { handleNotFound } from './notFound.ts';

handleNotFound();
enhanceDropdowns();
enhanceDrawer();
enhanceAccordions();
