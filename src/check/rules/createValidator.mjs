// Plain JavaScript, like validatePages.mjs, so worker threads can load it without a TypeScript loader.
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { useLinearElementSearch } from './linearElementSearch.mjs';

useLinearElementSearch();

/**
 * The stock loader resolves the configuration afresh for every page, rebuilding the element
 * metadata table each time: about a quarter of html-validate's time on this site. Every page
 * shares one configuration, so it is resolved once.
 */
class ResolvedOnceConfigLoader extends StaticConfigLoader {
  #resolved;

  getConfigFor(handle, configOverride) {
    if (configOverride) return super.getConfigFor(handle, configOverride);
    return (this.#resolved ??= super.getConfigFor(handle));
  }
}

/** An html-validate instance for validating many pages with one configuration. */
export function createValidator(config) {
  return new HtmlValidate(new ResolvedOnceConfigLoader(config));
}
