import { describe, expect, it } from 'vitest';
import { createValidator } from '../../src/check/rules/createValidator.mjs';
import { htmlValidateConfig } from '../../src/check/rules/htmlValidateConfig.ts';
import { failurePage } from '../../src/serve/failurePage.ts';
import { LIVE_RELOAD_TAG } from '../../src/serve/liveReload.ts';

describe("the preview's page for a failed rebuild", () => {
  const problems = 'content/pages/about.md:3:9 error [content/yaml-syntax] Bad value <script>alert("x")</script> & more\n  hint:     Quote it';
  const html = failurePage(problems, '/about?<b>');

  it('names every problem as written, escaped, and the page asked for', () => {
    expect(html).toContain(
      'content/pages/about.md:3:9 error [content/yaml-syntax] Bad value &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more\n  hint:     Quote it',
    );
    expect(html).toContain('/about?&lt;b&gt;');
    expect(html).not.toMatch(/<script>alert|<b>/);
  });

  it('carries the live-reload script, so an open tab reloads into the page once fixed', () => {
    expect(html).toContain(LIVE_RELOAD_TAG);
  });

  it('is valid HTML (the live-reload script aside, which every preview page gets)', async () => {
    const report = await createValidator(htmlValidateConfig).validateString(html.replace(LIVE_RELOAD_TAG, ''), 'failure.html');
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });
});
