// Plain JavaScript, like validatePages.mjs, so worker threads can load it without a TypeScript loader.
import { Config, HtmlValidate, MetaTable, StaticConfigLoader } from 'html-validate';
import { linearSearchApplies, useLinearElementSearch } from './linearElementSearch.mjs';

useLinearElementSearch();

/**
 * The stock loader resolves the configuration afresh for every page, rebuilding the element
 * metadata table each time: about a quarter of html-validate's time on this site. Every page
 * shares one configuration, so it is resolved once, when the validator is made.
 */
class ResolvedOnceConfigLoader extends StaticConfigLoader {
  #resolved;

  constructor(config) {
    super(config);
    this.#resolved = withoutSchemaChecks(() => super.getConfigFor('page.html'));
  }

  getConfigFor(handle, configOverride) {
    if (configOverride) return super.getConfigFor(handle, configOverride);
    return this.#resolved;
  }
}

/** An html-validate instance for validating many pages with one configuration. */
export function createValidator(config) {
  return new HtmlValidate(withoutSchemaChecks(() => new ResolvedOnceConfigLoader(config)));
}

/**
 * Runs `resolve` with html-validate's JSON-schema checks of configuration and element metadata
 * turned off. Before it resolves a configuration, html-validate compiles JSON schemas (its
 * configuration's, each configured rule's options', its element metadata's) into validators
 * with Ajv, and checks the data against them: in a `site check` after an edit, where a worker
 * validates a few pages, that compiling was most of the time before the first page (about
 * 250 ms of CPU in 300). What it checks here never varies: html-validate's own presets and
 * element metadata, and this project's configuration (htmlValidateConfig.ts), which
 * test/check/createValidator.test.ts holds valid under the stock checks and resolved to the
 * same rules and elements. The checks only accept or refuse (Ajv is made without defaults or
 * coercion), so skipping them changes nothing for data that passes. Like the linear element
 * search, this applies to the html-validate release it was compared with only; the checks are
 * on again once `resolve` returns, for anything else in the thread that uses html-validate.
 */
export function withoutSchemaChecks(resolve) {
  if (!linearSearchApplies) return resolve();
  const { validate } = Config;
  const { getSchemaValidator } = MetaTable.prototype;
  Config.validate = () => {};
  MetaTable.prototype.getSchemaValidator = () => () => true;
  try {
    return resolve();
  } finally {
    Config.validate = validate;
    MetaTable.prototype.getSchemaValidator = getSchemaValidator;
  }
}
