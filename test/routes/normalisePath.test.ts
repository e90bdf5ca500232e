import { describe, expect, it } from 'vitest';
import { normalisePath } from '../../src/routes/normalisePath.ts';

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/About', '/about'],
    ['/about/', '/about'],
    ['/About/', '/about'],
    ['//about', '/about'],
    ['/kent//canterbury/', '/kent/canterbury'],
    ['/web hosting', '/web-hosting'],
    ['/web%20hosting', '/web-hosting'],
    ['/web   hosting  kent', '/web-hosting-kent'],
    ['/%41bout', '/about'],
    ['/%2541bout', '/about'],
    ['/kent/%2e%2e/about', '/about'],
    ['/../../etc/passwd', '/etc/passwd'],
    ['/a/./b', '/a/b'],
    ['/a\\b', '/a/b'],
    ['/index', '/'],
    ['/home', '/'],
    ['/index.html', '/'],
    ['/default', '/'],
    ['/HOME/', '/'],
    ['/100%', '/100%'],
    ['/about.html', '/about'],
    ['/About.HTML/', '/about'],
    ['/kent/index', '/kent'],
    ['/kent/index.html', '/kent'],
    ['/index.html.html', '/'],
    ['/assets/site.abc.css', '/assets/site.abc.css'],
    ['/ab%6fut', '/about'],
    ['', '/'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const input of ['/About/', '/web%20Hosting//Kent/', '/%2541', '/a/../B/', '/a.html.html', '/a/index/index.html', '/x/index.html/']) {
      const once = normalisePath(input);
      expect(normalisePath(once)).toBe(once);
    }
  });
});
