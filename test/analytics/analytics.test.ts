import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { siteFromFiles } from '../../src/check/assembleSite.ts';
import { checkAnalyticsPolicy } from '../../src/check/rules/analyticsPolicy.ts';
import { BUDGETS, checkAssetBudgets } from '../../src/check/rules/budgets.ts';
import { formatDiagnostic } from '../../src/diagnostics/formatDiagnostic.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
let siteYaml: string;

/** The small project built in memory with `analytics` as given (YAML lines under `analytics:`). */
async function buildWith(analytics: string, options: { drafts?: boolean } = {}) {
  await project.write('content/site.yaml', siteYaml.replace('analytics:\n  id: null\n', `analytics:\n${analytics}\n`));
  const writer = createMemoryWriter();
  const deployWriter = createMemoryWriter();
  const result = await build({ root: project.root, writer, deployWriter, cache: false, ...options });
  const text = (file: string) => {
    const data = writer.files.get(file);
    return data === undefined ? undefined : Buffer.from(data).toString('utf8');
  };
  return { result, files: writer.files, deploy: deployWriter.files, text };
}
type Built = Awaited<ReturnType<typeof buildWith>>;

let none: Built;
let ga4: Built;
let plausible: Built;
beforeAll(async () => {
  project = await smallProject({ search: true });
  siteYaml = await project.read('content/site.yaml');
  expect(siteYaml).toContain('analytics:\n  id: null\n');
  none = await buildWith('  id: null');
  ga4 = await buildWith('  provider: ga4\n  id: G-TEST12345');
  plausible = await buildWith('  provider: plausible\n  script: https://stats.example.org/js/script.js');
}, 120_000);
afterAll(() => project.cleanup());

const cspOf = (built: Built) => /Content-Security-Policy: (.*)/.exec(built.text('_headers')!)![1]!;
const pages = (built: Built) => [...built.files.keys()].filter((file) => file.endsWith('.html'));

// The policy of every site before analytics existed, written out: with no provider, not one byte differs.
const ownPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

describe('with no provider', () => {
  it('loads nothing, asks nothing and keeps the policy to the site itself', () => {
    expect(none.result.ok).toBe(true);
    expect(cspOf(none)).toBe(ownPolicy);
    expect([...none.files.keys()].filter((file) => file.includes('consent'))).toEqual([]);
    for (const page of pages(none)) expect(none.text(page)).not.toMatch(/data-analytics|data-consent|googletagmanager/);
  });

  it('builds the same bytes as a site with a provider, once what the provider adds is taken out', () => {
    // Each addition, taken out: the tag, the banner, the footer's button, the banner's rules (the stylesheet's name and hash), the consent script and the policy's hosts.
    const css = (built: Built) => /<link rel="stylesheet" href="([^"]+)" integrity="([^"]+)"/.exec(built.text('index.html')!)!;
    const [, noneCss, noneIntegrity] = css(none);
    const [, ga4Css, ga4Integrity] = css(ga4);
    const strip = (file: string, data: string | Uint8Array): string | Uint8Array => {
      if (file === '_headers')
        return Buffer.from(data)
          .toString('utf8')
          .replace(/ https:\/\/\*\.[a-z.-]+/g, '');
      if (!file.endsWith('.html')) return data;
      return Buffer.from(data)
        .toString('utf8')
        .replace(/<script defer src="\/assets\/consent\.[^>]+><\/script>/, '')
        .replace(/<section class="consent"[\s\S]*?<\/section>/, '')
        .replace(/<button type="button" class="consent-settings"[^>]*>[^<]*<\/button>/, '')
        .replaceAll(ga4Css!, noneCss!)
        .replaceAll(ga4Integrity!, noneIntegrity!);
    };
    const withProvider = new Map(
      [...ga4.files].filter(([file]) => !/^assets\/(consent\.|site\.[0-9a-f]+\.css$)/.test(file)).map(([file, data]) => [file, strip(file, data)]),
    );
    const without = new Map([...none.files].filter(([file]) => !/^assets\/site\.[0-9a-f]+\.css$/.test(file)));
    expect([...withProvider.keys()].sort()).toEqual([...without.keys()].sort());
    const differing = [...without]
      .filter(([file, data]) => Buffer.compare(Buffer.from(withProvider.get(file)!), Buffer.from(data)) !== 0)
      .map(([file]) => file);
    expect(differing).toEqual([]);
    // The site's stylesheet is the start of the one with the banner's rules.
    expect(ga4.text(ga4Css!.slice(1))!.startsWith(none.text(noneCss!.slice(1))!)).toBe(true);
    expect([...ga4.deploy.keys()].sort()).toEqual([...none.deploy.keys()].sort());
  });
});

describe('with GA4', () => {
  it('allows Google’s tag and collection hosts in every host’s headers, and no other', () => {
    expect(cspOf(ga4)).toBe(
      "default-src 'self'; script-src 'self' https://*.googletagmanager.com; style-src 'self'; img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com; font-src 'self'; connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    // nginx and the preview take their headers from _headers: the same policy, on every page and on the not-found page.
    const nginx = Buffer.from(ga4.deploy.get('nginx-server.conf')!).toString('utf8');
    const policies = nginx.split('\n').filter((line) => line.includes('Content-Security-Policy "default-src'));
    expect(policies.length).toBeGreaterThanOrEqual(2);
    expect(new Set(policies.map((line) => line.trim()))).toEqual(new Set([`add_header Content-Security-Policy "${cspOf(ga4)}" always;`]));
    // The search page's own, in the tables of pages: Google's hosts too, and the outside engine its form may go to.
    const searchPolicy = cspOf(ga4).replace("form-action 'self'", "form-action 'self' https://duckduckgo.com");
    expect(Buffer.from(ga4.deploy.get('nginx-http.conf')!).toString('utf8')).toContain(searchPolicy);
  });

  it('tags every indexable page with the consent script and a hidden banner; the not-found page with neither', () => {
    for (const page of pages(ga4)) {
      const html = ga4.text(page)!;
      const indexable = html.includes('<meta name="robots" content="index, follow"');
      expect(
        /<script defer src="\/assets\/consent\.[0-9a-f]+\.js" integrity="sha384-[^"]+" data-analytics="ga4" data-id="G-TEST12345"><\/script>/.test(html),
        page,
      ).toBe(indexable);
      expect(html.includes('<section class="consent" aria-labelledby="consent-heading" data-consent="" hidden>'), page).toBe(indexable);
    }
    expect(ga4.text('404.html')).not.toContain('data-analytics');
    // The banner's words are content/ui.yaml's.
    expect(ga4.text('about.html')).toContain('>Accept analytics cookies</button>');
    expect(ga4.text('about.html')).toContain('>Reject analytics cookies</button>');
  });

  it('keeps the site’s own script within the JS budget with the consent script', () => {
    const scripts = [...ga4.files.keys()].filter((file) => /^assets\/(site|consent)\.[0-9a-f]+\.js$/.test(file));
    expect(scripts).toHaveLength(2);
    const total = scripts.reduce((sum, file) => sum + gzipSync(ga4.files.get(file)!, { level: 9 }).length, 0);
    expect(total).toBeLessThanOrEqual(BUDGETS.jsPerPage);
  });

  it('agrees with `site check`’s analytics rules', () => {
    expect(checkAnalyticsPolicy(siteFromFiles(ga4.files, { dir: '/dist', label: 'dist' }))).toEqual([]);
  });

  it('keeps every page within the JS budget, /search with its own script in place of the site’s, as `site check` weighs them', () => {
    const site = siteFromFiles(ga4.files, { dir: '/dist', label: 'dist' });
    expect(checkAssetBudgets(site)).toEqual([]);
    const loaded = [...ga4.text('search.html')!.matchAll(/<script [^>]*src="\/([^"]+)"/g)].map((match) => match[1]);
    expect(loaded).toEqual([expect.stringMatching(/^assets\/search\.[0-9a-f]+\.js$/), expect.stringMatching(/^assets\/consent\.[0-9a-f]+\.js$/)]);
  });
});

describe('with a self-hosted Plausible', () => {
  it('allows the script’s host and the endpoint’s, and tags every indexable page with Plausible’s own script: no banner, no consent script', () => {
    expect(cspOf(plausible)).toBe(
      ownPolicy
        .replace("script-src 'self'", "script-src 'self' https://stats.example.org")
        .replace("connect-src 'self'", "connect-src 'self' https://stats.example.org"),
    );
    expect(plausible.text('about.html')).toContain(
      '<script defer src="https://stats.example.org/js/script.js" data-analytics="plausible" data-domain="www.kentwebhosting.example" data-api="https://stats.example.org/api/event"></script>',
    );
    expect(plausible.text('about.html')).not.toContain('data-consent');
    expect([...plausible.files.keys()].filter((file) => file.includes('consent'))).toEqual([]);
    // No banner, so no banner's rules: the stylesheet is the site's own.
    expect([...plausible.files.keys()].filter((file) => file.endsWith('.css'))).toEqual([...none.files.keys()].filter((file) => file.endsWith('.css')));
    expect(checkAnalyticsPolicy(siteFromFiles(plausible.files, { dir: '/dist', label: 'dist' }))).toEqual([]);
  });
});

describe('the preview of `site serve --watch`', () => {
  it('leaves the analytics out, drafts and all: no tag, no banner, the site’s own policy', async () => {
    const preview = await buildWith('  provider: ga4\n  id: G-TEST12345', { drafts: true });
    expect(cspOf(preview)).toBe(ownPolicy);
    for (const page of pages(preview)) expect(preview.text(page)).not.toMatch(/data-analytics|data-consent/);
  });
});

describe('analytics settings that would load nothing', () => {
  const problems = async (analytics: string) => {
    const { result } = await buildWith(analytics);
    expect(result.ok).toBe(false);
    return result.diagnostics.map((d) => formatDiagnostic(d));
  };

  it('are placed at their field, with what to write instead', async () => {
    expect(await problems('  provider: plausable')).toEqual([
      [
        'content/site.yaml:32:13 error [content/invalid-value] `analytics.provider` has a value that is not allowed',
        '  field:    analytics.provider',
        '  expected: "plausible" | "ga4" | "gtm"',
        '  found:    "plausable"',
        '  hint:     Did you mean `plausible`?',
      ].join('\n'),
    ]);
    expect(await problems('  id: G-TEST12345')).toEqual([
      [
        'content/site.yaml:32:7 error [content/invalid-value] `analytics.id` is set, but no `provider` says what to load, so nothing would be',
        '  field:    analytics.id',
        '  found:    "G-TEST12345"',
        '  hint:     Add `provider: ga4` beside it.',
      ].join('\n'),
    ]);
  });

  it("need the banner's words only for a provider that asks for consent: a ui.yaml written before analytics still builds", async () => {
    const ui = await project.read('content/ui.yaml');
    const withoutConsent = ui.replace(/^consent:\n(?: {2}.*\n)+/m, '');
    expect(withoutConsent).not.toContain('consent:');
    await project.write('content/ui.yaml', withoutConsent);
    try {
      expect((await buildWith('  id: null')).result.ok).toBe(true);
      expect((await buildWith('  provider: plausible')).result.ok).toBe(true);
      expect(await problems('  provider: gtm\n  id: GTM-TEST123')).toEqual([
        [
          "content/site.yaml:32:13 error [content/missing-field] `analytics.provider` is gtm, which waits for the visitor's consent, but content/ui.yaml has no `consent` words for its banner",
          '  field:    consent',
          '  expected: consent: { heading, text, accept, reject, settings } in ui.yaml',
          '  found:    nothing',
          '  hint:     Add a `consent:` block to content/ui.yaml with heading, text, accept, reject and settings (content/README.md, "Analytics"), or choose plausible, which needs no consent.',
        ].join('\n'),
      ]);
    } finally {
      await project.write('content/ui.yaml', ui);
    }
  });

  it('name the id a Google provider takes, and the provider an id belongs to', async () => {
    const hints = async (analytics: string) =>
      (await problems(analytics)).map((text) => text.split('\n')[0]!.replace(/^\S+ /, '') + ' / ' + /hint: +(.*)/.exec(text)?.[1]);
    expect(await hints('  provider: ga4\n  id: g-test12345')).toEqual([
      'error [content/invalid-value] `analytics.id` should be G-XXXXXXXXXX, the measurement ID of a GA4 web stream / Did you mean `G-TEST12345`? IDs are written in capitals.',
    ]);
    expect(await hints('  provider: gtm\n  id: G-TEST12345')).toEqual([
      'error [content/invalid-value] `analytics.id` should be GTM-XXXXXXX, the ID of a Tag Manager web container / G-TEST12345 is a GA4 measurement ID: did you mean `provider: ga4`?',
    ]);
    expect(await hints('  provider: ga4\n  id: UA-1234567-1')).toEqual([
      'error [content/invalid-value] `analytics.id` should be G-XXXXXXXXXX, the measurement ID of a GA4 web stream / UA- IDs are Universal Analytics, which Google shut down in 2023: use the G- ID of the GA4 property.',
    ]);
    expect(await hints('  provider: gtm')).toEqual([
      'error [content/invalid-value] `analytics.id` is required with provider gtm: GTM-XXXXXXX, the ID of a Tag Manager web container / Copy the ID from Tag Manager.',
    ]);
  });

  it('refuse what the provider does not read, and a Plausible script at an address Plausible does not serve one', async () => {
    expect((await problems('  provider: ga4\n  id: G-TEST12345\n  domain: www.example.com')).map((text) => text.split('\n')[0])).toEqual([
      'content/site.yaml:34:11 error [content/invalid-value] `analytics.domain` is not read by ga4',
    ]);
    expect((await problems('  provider: plausible\n  script: https://stats.example.org/count.js')).map((text) => text.split('\n')[0])).toEqual([
      'content/site.yaml:33:11 error [content/invalid-value] `analytics.script` should be the address of a Plausible script, ending /js/script.js (or a variant such as /js/script.outbound-links.js)',
    ]);
    expect((await problems('  provider: plausible\n  endpoint: http://stats.example.org/api/event')).map((text) => text.split('\n')[0])).toEqual([
      'content/site.yaml:33:13 error [content/invalid-value] `analytics.endpoint` should be an absolute https URL',
    ]);
  });
});

describe('the analytics rules of `site check`', () => {
  const site = (built: Built, headers?: (text: string) => string) => {
    const files = new Map(built.files);
    if (headers) files.set('_headers', headers(built.text('_headers')!));
    return siteFromFiles(files, { dir: '/dist', label: 'dist' });
  };
  const found = (findings: ReturnType<typeof checkAnalyticsPolicy>) => findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule} ${f.message}`);

  it('report a tag whose hosts the policy does not allow, at the tag', () => {
    const findings = found(
      checkAnalyticsPolicy(site(plausible, (text) => text.replaceAll("connect-src 'self' https://stats.example.org", "connect-src 'self'"))),
    );
    expect(findings.length).toBe(pages(plausible).length - 1);
    expect(findings.find((line) => line.startsWith('dist/about.html:'))).toMatch(
      /^dist\/about\.html:2:\d+ analytics\/blocked-by-policy The plausible tag needs https:\/\/stats\.example\.org in `connect-src`, which the page's Content-Security-Policy does not allow: the browser would block it$/,
    );
  });

  it('report a policy that allows a provider no page tags, at the policy', () => {
    const ga4Policy = cspOf(ga4);
    expect(found(checkAnalyticsPolicy(site(none, (text) => text.replace(ownPolicy, ga4Policy))))).toEqual([
      "dist/_headers:2:3 analytics/policy-too-wide The Content-Security-Policy allows https://*.googletagmanager.com in `script-src`, which no page's analytics tag needs",
      "dist/_headers:2:3 analytics/policy-too-wide The Content-Security-Policy allows https://*.google-analytics.com in `img-src`, which no page's analytics tag needs",
      "dist/_headers:2:3 analytics/policy-too-wide The Content-Security-Policy allows https://*.googletagmanager.com in `img-src`, which no page's analytics tag needs",
      "dist/_headers:2:3 analytics/policy-too-wide The Content-Security-Policy allows https://*.google-analytics.com in `connect-src`, which no page's analytics tag needs",
      "dist/_headers:2:3 analytics/policy-too-wide The Content-Security-Policy allows https://*.analytics.google.com in `connect-src`, which no page's analytics tag needs",
      "dist/_headers:2:3 analytics/policy-too-wide The Content-Security-Policy allows https://*.googletagmanager.com in `connect-src`, which no page's analytics tag needs",
    ]);
    expect(checkAnalyticsPolicy(site(none))).toEqual([]);
  });

  it('report a tag of a provider the site does not know', () => {
    const files = new Map(ga4.files);
    files.set('about.html', ga4.text('about.html')!.replace('data-analytics="ga4"', 'data-analytics="matomo"'));
    expect(found(checkAnalyticsPolicy(siteFromFiles(files, { dir: '/dist', label: 'dist' }))).filter((line) => line.startsWith('dist/about.html'))).toEqual([
      expect.stringMatching(
        /^dist\/about\.html:2:\d+ analytics\/unreadable-tag The analytics tag names no provider this site knows \(data-analytics="matomo"\), or lacks its id, domain or endpoint$/,
      ),
    ]);
  });
});
