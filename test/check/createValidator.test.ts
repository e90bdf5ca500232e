import { describe, expect, it } from 'vitest';
import { Config, HtmlValidate, MetaTable, StaticConfigLoader, type ConfigData, type ResolvedConfig } from 'html-validate';
import { createValidator, withoutSchemaChecks } from '../../src/check/rules/createValidator.mjs';
import { htmlValidateConfig } from '../../src/check/rules/htmlValidateConfig.ts';

/** A page with something for many rules to say: an unclosed element, a missing alt, a duplicate id, inline style. */
const FLAWED =
  '<!doctype html><html><head><title>x</title></head><body><div id="a"><p id="a">One<img src="x.png"><b>bold</b>' +
  '<a href="#">here</a><input type="text"><button>Go</button><span style="color:red">red</span></body></html>';

const stockLoader = (config: ConfigData) => new StaticConfigLoader(config);
const rulesOf = (resolved: ResolvedConfig) => Object.fromEntries([...resolved.getRules()].map(([id, [severity, options]]) => [id, [severity, options]]));

describe('the validator site check makes, without html-validate schema checks', () => {
  it('resolves the configuration to what html-validate, checking its schemas, resolves it to', async () => {
    // The stock loader runs every schema check: it resolving at all says the configuration and
    // the element metadata are valid, so skipping the checks loses nothing.
    const stock = await stockLoader(htmlValidateConfig).getConfigFor('page.html');
    const trusted = await withoutSchemaChecks(() => stockLoader(htmlValidateConfig).getConfigFor('page.html'));
    expect(rulesOf(trusted)).toEqual(rulesOf(stock));
    expect(Object.keys(rulesOf(stock)).length).toBeGreaterThan(50);
    const elements = (resolved: ResolvedConfig) =>
      JSON.stringify(resolved.getMetaTable().getJSONSchema()) + JSON.stringify(resolved.getMetaTable().getMetaFor('a'));
    expect(elements(trusted)).toBe(elements(stock));
  });

  it('reports exactly what the stock validator reports', async () => {
    const stock = await new HtmlValidate(stockLoader(htmlValidateConfig)).validateString(FLAWED, 'page.html');
    const ours = await createValidator(htmlValidateConfig).validateString(FLAWED, 'page.html');
    expect(stock.errorCount).toBeGreaterThan(3);
    expect(ours.results).toEqual(stock.results);
  });

  it('skips the checks while it resolves, and turns them on again afterwards, so a bad configuration elsewhere is still refused', async () => {
    createValidator(htmlValidateConfig);
    // The two checks, as withoutSchemaChecks finds them (html-validate's types keep them internal).
    const checks = () => [
      (Config as unknown as { validate: unknown }).validate,
      (MetaTable.prototype as unknown as { getSchemaValidator: unknown }).getSchemaValidator,
    ];
    const before = checks();
    expect(withoutSchemaChecks(() => checks())).not.toEqual(before);
    expect(checks()).toEqual(before);
    const bad: ConfigData = { extends: ['html-validate:recommended'], rules: { 'void-style': ['error', { style: 'no-such-style' }] } };
    expect(() => withoutSchemaChecks(() => stockLoader(bad).getConfigFor('page.html'))).not.toThrow();
    expect(() => stockLoader(bad).getConfigFor('page.html')).toThrow(/configuration error/i);
  });
});
