import { describe, expect, it } from 'vitest';
import { canonicalUrl, originOf, pageUrl } from '../../src/output/pageUrl.ts';

// canonicalUrl and originOf tell plain URLs without parsing them: each must say exactly what
// parsing says, for plain URLs and for every kind of URL that is not plain.
const origins = [
  'https://www.kentwebhosting.example',
  'https://Example.COM',
  'https://x.example:443',
  'http://x.example:8080',
  'https://x.example/base/',
  'file:///srv',
  'not a url',
];
const pages = [
  'index.html',
  'about.html',
  'kent/index.html',
  'vps-hosting/kent/royal-tunbridge-wells.html',
  'Guides/Setting-Up_DNS~v2.html',
  'a b.html',
  'café.html',
  '%41%2F.html',
  'a/../b.html',
  './x.html',
  'a/./b.html',
  'a/..html',
  '..html',
  '/x.html',
  '//evil.example/x.html',
  'a//b.html',
  'a\\b.html',
  'a?b.html',
  'a#b.html',
  'a@b.html',
  'tab\tin.html',
];

const parsedOrigin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

describe('page URLs', () => {
  it('canonical URLs are what parsing the lowercased path against the origin gives', () => {
    for (const origin of origins.filter((origin) => URL.canParse(origin)))
      for (const page of pages) expect(canonicalUrl(origin, page), `${origin} ${page}`).toBe(new URL(pageUrl(page).toLowerCase(), origin).href);
  });

  it("a URL's origin is what parsing it gives, whatever origin it was expected on", () => {
    const urls = [
      ...origins.flatMap((origin) => pages.map((page) => `${origin}${pageUrl(page)}`)),
      'https://www.kentwebhosting.example.evil/x',
      'https://www.kentwebhosting.example:8443/x',
      'https://www.kentwebhosting.example',
      'https://www.kentwebhosting.example/',
      'https://WWW.kentwebhosting.example/x',
      '/relative',
      '',
    ];
    let plain = 0;
    for (const likely of [...origins, undefined])
      for (const url of urls) {
        expect(originOf(url, likely), `${url} on ${likely}`).toBe(parsedOrigin(url));
        if (likely !== undefined && url.startsWith(likely)) plain++;
      }
    expect(plain).toBeGreaterThan(50);
  });
});
