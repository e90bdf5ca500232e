// Plain JavaScript, like validatePages.mjs, so worker threads can load it without a TypeScript loader.
import { HtmlValidate, StaticConfigLoader } from 'html-validate';

/**
 * html-validate's static loader resolves the configuration afresh for every page: it loads the
 * presets, builds the element metadata table and checks both against their JSON schemas each
 * time, most of html-validate's set-up work, on every page. Every page of a site shares one
 * configuration, so this loader resolves it once, on the first page, and hands the same
 * resolved configuration to every page after it (a `ConfigLoader` of one's own is how
 * html-validate's API lets a caller decide how configuration is found and kept).
 */
class ResolvedOnceConfigLoader extends StaticConfigLoader {
  #resolved;

  getConfigFor(handle, configOverride) {
    if (configOverride) return super.getConfigFor(handle, configOverride);
    return (this.#resolved ??= super.getConfigFor(handle));
  }

  flushCache() {
    this.#resolved = undefined;
  }
}

/** An html-validate instance for validating many pages with one configuration. */
export function createValidator(config) {
  return new HtmlValidate(new ResolvedOnceConfigLoader(config));
}
