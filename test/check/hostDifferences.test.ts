import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../../src/check/builtSite.ts';
import { checkHostDifferences } from '../../src/check/rules/hostDifferences.ts';
import { checkRedirectLimits } from '../../src/check/rules/redirectLimits.ts';
import { checkRedirects } from '../../src/check/rules/redirects.ts';
import { realSite, withTexts } from './realSite.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await realSite();
});

const summary = (findings: ReturnType<typeof checkHostDifferences>) => findings.map((f) => `${f.file}:${f.line} ${f.rule} ${f.message}`);
const withFiles = (...files: string[]) => ({ ...site, files: new Set([...site.files, ...files]) });

describe('host differences', () => {
  it('finds nothing in the real build', () => {
    expect(checkHostDifferences(site)).toEqual([]);
  });

  it('warns about file names that only some hosts serve', () => {
    expect(summary(checkHostDifferences(withFiles('Brochure.PDF', 'images/team photo.png')))).toEqual([
      'dist/Brochure.PDF:1 hosts/file-name Cloudflare Pages and Netlify serve this file at /Brochure.PDF, but nginx and the preview send that address to /brochure.pdf: name the file in lowercase, without spaces',
      'dist/images/team photo.png:1 hosts/file-name Cloudflare Pages and Netlify serve this file at /images/team photo.png, but nginx and the preview send that address to /images/team-photo.png: name the file in lowercase, without spaces',
    ]);
  });

  it('warns about an address two files claim', () => {
    expect(summary(checkHostDifferences(withFiles('about/index.html')))).toEqual([
      'dist/about/index.html:1 hosts/same-address about.html and about/index.html both claim /about; hosts disagree on which one they serve',
    ]);
  });

  it('warns about rules hosts read differently', () => {
    const rules = withTexts(site, {
      _redirects: '/old /hosting\n/Old-Page /hosting 301\n/about.html /contact 301\n/index / 301\n/blog/*/x /hosting 301\n/app/:x /hosting 200\n',
    });
    expect(summary(checkHostDifferences(rules))).toEqual([
      'dist/_redirects:1 hosts/no-status /old has no status: Netlify answers 301 and Cloudflare Pages 302; write one',
      'dist/_redirects:2 hosts/non-canonical-source nginx and the preview answer /Old-Page with a 301 to /old-page before any rule, while Cloudflare Pages and Netlify send it to /hosting; write the rule for /old-page',
      'dist/_redirects:3 hosts/non-canonical-source nginx and the preview answer /about.html with a 301 to /about before any rule, while Cloudflare Pages and Netlify send it to /contact; write the rule for /about',
      'dist/_redirects:3 hosts/shadowed Netlify serves about.html at /about.html and never applies this rule unless it is forced: write it as 301! and then again without !',
      'dist/_redirects:4 hosts/shadowed Netlify serves index.html at /index and never applies this rule unless it is forced: write it as 301! and then again without !',
      'dist/_redirects:5 hosts/splat /blog/*/x has a * before its end, which Netlify and Cloudflare Pages only allow as the last character',
      'dist/_redirects:6 hosts/rewrite /app/:x rewrites (200) with placeholders, which the nginx configuration does not carry',
    ]);
  });

  it('takes a forced rule and its plain copy as one rule for two hosts', () => {
    const twins = withTexts(site, { _redirects: '/index / 301!\n/index / 301\n' });
    expect(checkHostDifferences(twins)).toEqual([]);
    expect(checkRedirects(twins)).toEqual([]);
    expect(checkRedirectLimits(twins)).toEqual([]);
    expect(checkRedirectLimits(withTexts(site, { _redirects: '/index / 301!\n' })).map((f) => f.message)).toEqual([
      'Status 301! is forced, which Cloudflare Pages rejects; repeat the rule without ! on the next line',
    ]);
  });
});
