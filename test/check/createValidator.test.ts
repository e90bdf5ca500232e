import { describe, expect, it } from 'vitest';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { createValidator } from '../../src/check/rules/createValidator.mjs';
import { htmlValidateConfig } from '../../src/check/rules/htmlValidateConfig.ts';

/** A page with something for many rules to say: an unclosed element, a missing alt, a duplicate id, inline style. */
const FLAWED =
  '<!doctype html><html><head><title>x</title></head><body><div id="a"><p id="a">One<img src="x.png"><b>bold</b>' +
  '<a href="#">here</a><input type="text"><button>Go</button><span style="color:red">red</span></body></html>';
const CLEAN = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Clean</title></head><body><main><h1>Clean</h1></main></body></html>';

const messagesOf = async (validator: HtmlValidate, html: string, override?: ConfigData) =>
  (override ? await validator.validateString(html, 'page.html', override) : await validator.validateString(html, 'page.html')).results.flatMap((result) =>
    result.messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message}`),
  );

describe('the validator site check makes', () => {
  it('reports exactly what a stock html-validate reports, page after page', async () => {
    const ours = createValidator(htmlValidateConfig);
    const stock = new HtmlValidate(htmlValidateConfig);
    for (const html of [FLAWED, CLEAN, FLAWED]) expect(await messagesOf(ours, html)).toEqual(await messagesOf(stock, html));
    expect((await messagesOf(ours, FLAWED)).length).toBeGreaterThan(3);
    expect(await messagesOf(ours, CLEAN)).toEqual([]);
  });

  it('resolves its configuration once, for every page', async () => {
    const validator = createValidator(htmlValidateConfig);
    expect(await validator.getConfigFor('one.html')).toBe(await validator.getConfigFor('another/page.html'));
  });

  it('still resolves a configuration given with a page, for that page', async () => {
    const validator = createValidator(htmlValidateConfig);
    const withoutInlineStyle = await messagesOf(validator, FLAWED, { rules: { 'no-inline-style': 'off' } });
    expect(withoutInlineStyle.some((m) => m.startsWith('no-inline-style'))).toBe(false);
    expect((await messagesOf(validator, FLAWED)).some((m) => m.startsWith('no-inline-style'))).toBe(true);
  });

  it("refuses a configuration that html-validate's schemas refuse", async () => {
    const bad: ConfigData = { extends: ['html-validate:recommended'], rules: { 'void-style': ['error', { style: 'no-such-style' }] } };
    await expect(createValidator(bad).validateString(CLEAN, 'page.html')).rejects.toThrow(/configuration error/i);
  });
});
