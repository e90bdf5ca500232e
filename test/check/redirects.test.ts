import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../../src/check/builtSite.ts';
import { checkRedirectLimits } from '../../src/check/rules/redirectLimits.ts';
import { checkRedirects } from '../../src/check/rules/redirects.ts';
import { realSite, withTexts } from './realSite.ts';

let site: BuiltSite;
let realRules: string;
beforeAll(async () => {
  site = await realSite();
  realRules = site.texts!.get('_redirects')!;
});

/** The real site with these `_redirects` lines added before the real ones. */
const adding = (...lines: string[]) => withTexts(site, { _redirects: `${lines.join('\n')}\n${realRules}` });
const staticFirst = (text: string) => {
  const lines = text.trim().split('\n');
  const dynamic = (line: string) => /:[a-z]|\*/i.test(line.split(/\s+/)[0]!);
  return `${[...lines.filter((l) => !dynamic(l)), ...lines.filter(dynamic)].join('\n')}\n`;
};
const summary = (findings: ReturnType<typeof checkRedirects>) => findings.map((f) => `${f.line} ${f.rule} ${f.message}`);

describe('redirects', () => {
  it('accepts the redirects of the real build', () => {
    expect(checkRedirects(site)).toEqual([]);
  });

  it('reports a source that hides a built page, at its line', () => {
    expect(checkRedirects(adding('/about /contact 301'))).toEqual([
      {
        file: 'dist/_redirects',
        line: 1,
        column: 1,
        severity: 'error',
        rule: 'redirects/shadows-page',
        message: '/about hides about.html: the redirect applies even though the page is built',
      },
    ]);
  });

  it('lets the aliases of the home page redirect to it, but nowhere else', () => {
    expect(checkRedirects(withTexts(site, { _redirects: '/index.html / 301\n/index / 301\n' }))).toEqual([]);
    expect(summary(checkRedirects(withTexts(site, { _redirects: '/index.html /about 301\n' })))).toEqual([
      '1 redirects/shadows-page /index.html hides index.html: the redirect applies even though the page is built',
    ]);
  });

  it('reports a dynamic source that hides built pages', () => {
    expect(summary(checkRedirects(adding('/web-hosting/kent/:town /hosting 301')))[0]).toMatch(
      /^1 redirects\/shadows-page \/web-hosting\/kent\/:town hides \d+ built pages \(web-hosting\/kent\/ashford.html, /,
    );
  });

  it('reports a chain and a loop', () => {
    expect(summary(checkRedirects(adding('/old /shared-hosting 301')))).toEqual([
      '1 redirects/chain /old → /shared-hosting → /hosting is a chain of 2 hops; redirect straight to /hosting',
    ]);
    expect(summary(checkRedirects(adding('/a /b 301', '/b /a 301')))).toEqual([
      '1 redirects/loop /a → /b → /a loops back on itself',
      '2 redirects/loop /b → /a → /b loops back on itself',
    ]);
    expect(summary(checkRedirects(adding('/old-web-hosting-uk/:county/:town /web-hosting-uk/:county/:town 301')))[0]).toMatch(/^1 redirects\/chain /);
  });

  it('reports targets that are not built', () => {
    expect(summary(checkRedirects(adding('/gone /nowhere 301', '/hosting-uk/:county/:town /hosting/:county/:town 301', '/x/:a /y/:b 301')))).toEqual([
      '1 redirects/broken-target /nowhere is not built',
      '2 redirects/broken-target no built page matches /hosting/:county/:town',
      '3 redirects/broken-target /y/:b uses :b, which /x/:a does not capture',
    ]);
  });

  it('reports a second rule for the same source, which never applies', () => {
    expect(summary(checkRedirects(adding('/shared-hosting /vps-hosting 301')))).toEqual([
      `${realRules.split('\n').indexOf('/shared-hosting /hosting 301') + 2} redirects/duplicate /shared-hosting is already redirected on line 1; only the topmost rule applies`,
    ]);
  });
});

describe('redirect limits', () => {
  it('accepts the real rules once static ones come first', () => {
    expect(checkRedirectLimits(withTexts(site, { _redirects: staticFirst(realRules) }))).toEqual([]);
  });

  it('reports a static rule after a dynamic one', () => {
    expect(summary(checkRedirectLimits(withTexts(site, { _redirects: '/a-uk/:x /a/:x 301\n/old /hosting 301\n' })))).toEqual([
      '2 redirects/order Static rule /old comes after the dynamic rule on line 1; put static rules first',
    ]);
  });

  it('reports more rules than Cloudflare Pages allows, and a rule that is too long', () => {
    const statics = Array.from({ length: 2001 }, (_, i) => `/old-${i} /hosting 301`);
    const dynamics = Array.from({ length: 101 }, (_, i) => `/old-${i}/:x /hosting 301`);
    const long = `/${'a'.repeat(1000)} /hosting 301`;
    expect(summary(checkRedirectLimits(withTexts(site, { _redirects: [long, ...statics, ...dynamics].join('\n') })))).toEqual([
      '1 redirects/limits The rule is 1014 characters long; Cloudflare Pages allows 1000',
      "2001 redirects/limits Static rule 2001 is over Cloudflare Pages' limit of 2000",
      "2103 redirects/limits Dynamic rule 101 is over Cloudflare Pages' limit of 100",
    ]);
  });

  it('reports lines Cloudflare Pages would ignore', () => {
    expect(summary(checkRedirectLimits(withTexts(site, { _redirects: '# comment\n/lonely\n/a /hosting 404\n/b /hosting 301 extra\n' })))).toEqual([
      '2 redirects/syntax "/lonely" is not `source destination [status]`; Cloudflare Pages ignores it',
      '4 redirects/syntax "/b /hosting 301 extra" is not `source destination [status]`; Cloudflare Pages ignores it',
      '3 redirects/syntax Status 404 is not one Cloudflare Pages redirects with (200, 301, 302, 303, 307, 308)',
    ]);
  });
});
