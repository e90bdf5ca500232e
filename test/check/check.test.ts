import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { build } from '../../src/build.ts';
import { check, type CheckResult } from '../../src/check.ts';
import { readSite, type BuiltSite } from '../../src/check/readSite.ts';
import { createValidator } from '../../src/check/rules/createValidator.mjs';
import { checkHtml } from '../../src/check/rules/htmlValidate.ts';
import { htmlValidateConfig } from '../../src/check/rules/htmlValidateConfig.ts';
import { checkLinks } from '../../src/check/rules/linksResolve.ts';
import { siteFromFiles } from '../../src/check/assembleSite.ts';
import { analysePage } from '../../src/check/page/analysePage.ts';
import { referenceSharer } from '../../src/check/page/pageFacts.ts';
import { pageFacts, provideFacts } from '../../src/check/siteFacts.ts';
import { fixtureProject, type FixtureProject } from '../support/fixtureProject.ts';
import { inMain, onlyPage, withTexts } from './realSite.ts';

let project: FixtureProject;
let site: BuiltSite;
let builtPages = 0;
let result: CheckResult;

beforeAll(async () => {
  project = await fixtureProject(undefined, { checkedPages: true });
  const built = await build({ root: project.root });
  expect(built.ok).toBe(true);
  builtPages = built.pages;
  site = await readSite(path.join(project.root, 'dist'), 'dist');
  // The one full run of this file: html-validate over every page takes most of its time.
  result = await check({ root: project.root });
  // The first file of a run to ask for the checked pages also makes them (a build and a full
  // check of the real content): on a loaded machine that alone came near the 60 s default.
}, 180_000);
afterAll(() => project.cleanup());

const countByRule = (findings: CheckResult['findings']) => {
  const counts: Record<string, number> = {};
  for (const f of findings) counts[f.rule] = (counts[f.rule] ?? 0) + 1;
  return counts;
};

describe('site check on a fresh build of the real content', () => {
  it('reports no errors, on every page', () => {
    expect(result.pages).toBe(builtPages);
    expect(countByRule(result.findings.filter((f) => f.severity === 'error'))).toEqual({});
    expect(result.ok).toBe(true);
  });

  it('lists the placeholders of site.yaml and over-long titles and descriptions as warnings', () => {
    const warnings = countByRule(result.findings.filter((f) => f.severity === 'warning'));
    expect(warnings).toEqual({ 'content/placeholder': 6, 'meta/title-length': 4 });
  });

  it('reads the site from disk as the build wrote it', () => {
    expect(site.pages.size).toBe(builtPages);
    expect(site.origin).toBe('https://www.kentwebhosting.example');
    expect(site.redirects.get('/shared-hosting')).toBe('/hosting');
    expect(site.redirectRules.rules.filter((r) => r.dynamic).map((r) => r.from)).toContain('/web-hosting-uk/:county/:location');
    expect(site.texts!.get('robots.txt')).toContain('Sitemap: https://www.kentwebhosting.example/sitemap.xml');
  });

  it('says how long it took', () => {
    expect(result.durationMs).toBeGreaterThan(0);
  });
});

describe('links/resolve', () => {
  const link = (href: string) => onlyPage(site, 'about.html', inMain(`\n  <a href="${href}">x</a>`));

  it('reports a link to a page that does not exist, at its line and column', () => {
    expect(checkLinks(link('/no-such-page'))).toEqual([
      expect.objectContaining({
        file: 'dist/about.html',
        line: 3,
        column: 3,
        rule: 'links/resolve',
        message: '<a href="/no-such-page">: no built file or redirect at this path',
      }),
    ]);
  });

  it('accepts a link through a redirect to a built page', () => {
    expect(checkLinks(link('/shared-hosting'))).toEqual([]);
  });

  it('follows a dynamic redirect, filling in its placeholders', () => {
    expect(checkLinks(link('/web-hosting-uk/kent/dover'))).toEqual([]);
    expect(checkLinks(link('/web-hosting-uk/kent/atlantis'))[0]!.message).toBe(
      '<a href="/web-hosting-uk/kent/atlantis">: redirects to /web-hosting/kent/atlantis, which is not built',
    );
  });

  it('rejects a redirect to an unbuilt target, and a chain of redirects', () => {
    const withRules = (rules: string, href: string) => ({ ...withTexts(site, { _redirects: (text) => `${rules}\n${text}` }), pages: link(href).pages });
    expect(checkLinks(withRules('/gone /nowhere 301', '/gone'))[0]!.message).toBe('<a href="/gone">: redirects to /nowhere, which is not built');
    expect(checkLinks(withRules('/old /shared-hosting 301', '/old'))[0]!.message).toBe(
      '<a href="/old">: redirects to /shared-hosting, which redirects again (chains are not allowed)',
    );
  });

  it('reports a fragment with no matching id', () => {
    expect(checkLinks(link('/contact#nowhere'))[0]!.message).toBe('<a href="/contact#nowhere">: no element with id "nowhere" on contact.html');
  });

  it('resolves a page-relative link for each page, when the pages share one copy of it as the check cache gives them', () => {
    const page = (body: string) => `<!DOCTYPE html><html lang="en-GB"><head><title>Page</title></head><body><main>${body}</main></body></html>`;
    const links = '<a href="sibling">s</a><a href="#here">h</a><a href="/a/sibling">a</a>';
    const shared = siteFromFiles(
      new Map([
        ['a/one.html', page(`<h1 id="here">One</h1>${links}`)],
        ['a/sibling.html', page('<h1>Sibling</h1>')],
        ['b/two.html', page(`<h1>Two</h1>${links}`)],
      ]),
      { dir: '/dist', label: 'dist' },
    );
    const share = referenceSharer();
    provideFacts(shared, new Map([...shared.pages].map(([file, html]) => [file, share(analysePage(html))])));
    expect(pageFacts(shared, 'a/one.html').references[0]).toBe(pageFacts(shared, 'b/two.html').references[0]);
    expect(checkLinks(shared).map((f) => [f.file, f.message])).toEqual([
      ['dist/b/two.html', '<a href="sibling">: no built file or redirect at this path'],
      ['dist/b/two.html', '<a href="#here">: no element with id "here" on b/two.html'],
    ]);
  });

  it('checks src attributes too', () => {
    const findings = checkLinks(onlyPage(site, 'about.html', inMain('<img src="/images/missing.png" alt="">')));
    expect(findings[0]!.message).toBe('<img src="/images/missing.png">: no built file or redirect at this path');
  });
});

describe('html-validate', () => {
  it('reports invalid HTML with the rule that caught it', async () => {
    const findings = await checkHtml(onlyPage(site, 'contact.html', inMain('<div><p>unclosed</div>'))).findings;
    expect(findings.map((f) => f.rule)).toContain('html-validate/no-implicit-close');
    expect(findings.every((f) => f.file === 'dist/contact.html')).toBe(true);
  });

  it('reports the same as a fresh html-validate, though the configuration is resolved once', async () => {
    const pages = [
      site.pages.get('index.html')!,
      inMain('<div><p>unclosed</div><p id="main">dup</p>')(site.pages.get('about.html')!),
      site.pages.get('contact.html')!,
    ];
    const shared = createValidator(htmlValidateConfig);
    const messages = async (validator: HtmlValidate, html: string) =>
      (await validator.validateString(html, 'page.html')).results.flatMap((r) => r.messages.map((m) => `${m.ruleId} ${m.line}:${m.column}`));
    for (const html of pages) expect(await messages(shared, html)).toEqual(await messages(new HtmlValidate(htmlValidateConfig), html));
    expect(await messages(shared, pages[1]!)).not.toEqual([]);
  });
});
