import { describe, expect, it } from 'vitest';
import { matchRedirect, withQuery } from '../../src/redirects/matchRedirect.ts';
import { parseRedirects, redirectStatus, staticRedirects } from '../../src/redirects/parseRedirects.ts';

const rulesOf = (text: string) => parseRedirects(text).rules;
const match = (text: string, path: string) => {
  const found = matchRedirect(rulesOf(text), path);
  return found && { line: found.rule.line, status: redirectStatus(found.rule), target: found.target };
};

describe('parseRedirects', () => {
  it('reads rules in file order with their line, status and force flag, skipping comments and blank lines', () => {
    const { rules, malformed } = parseRedirects('# comment\n\n/a /b 302\n/c /d 301!\n/e   /f\n/lonely\n/g /h 301 extra\n');
    expect(rules.map(({ from, to, status, force, line }) => ({ from, to, status, force, line }))).toEqual([
      { from: '/a', to: '/b', status: '302', force: false, line: 3 },
      { from: '/c', to: '/d', status: '301', force: true, line: 4 },
      { from: '/e', to: '/f', status: undefined, force: false, line: 5 },
    ]);
    expect(malformed).toEqual([
      { line: 6, text: '/lonely' },
      { line: 7, text: '/g /h 301 extra' },
    ]);
  });

  it('answers 301 for a rule without a status, and each written status as it is', () => {
    expect(rulesOf('/a /b\n/c /d 307\n/e /f 308\n/g /h 200\n').map((rule) => redirectStatus(rule))).toEqual([301, 307, 308, 200]);
  });

  it('keeps the topmost rule of a source in the static map', () => {
    expect(staticRedirects(parseRedirects('/a /first 301\n/a /second 301\n/p/:x /q/:x 301\n'))).toEqual(new Map([['/a', '/first']]));
  });
});

describe('matchRedirect', () => {
  it('fills :placeholders, one path segment each', () => {
    expect(match('/web-hosting-uk/:county/:town /web-hosting/:county/:town 301\n', '/web-hosting-uk/kent/dover')).toEqual({
      line: 1,
      status: 301,
      target: '/web-hosting/kent/dover',
    });
    expect(match('/web-hosting-uk/:county/:town /web-hosting/:county/:town 301\n', '/web-hosting-uk/kent/dover/extra')).toBeUndefined();
  });

  it('matches a * splat across slashes and fills :splat', () => {
    expect(match('/blog/* /news/:splat 302\n', '/blog/2024/05/launch')).toEqual({ line: 1, status: 302, target: '/news/2024/05/launch' });
  });

  it('applies the topmost matching rule, whether static or dynamic', () => {
    const text = '/old/:page /pattern/:page 301\n/old/one /exact 301\n';
    expect(match(text, '/old/one')).toEqual({ line: 1, status: 301, target: '/pattern/one' });
    expect(match('/old/one /exact 307\n/old/:page /pattern/:page 301\n', '/old/one')).toEqual({ line: 1, status: 307, target: '/exact' });
  });

  it('carries each status code through: 301, 302, 307, 308 and 200', () => {
    for (const status of [301, 302, 307, 308, 200]) expect(match(`/a /b ${status}\n`, '/a')?.status).toBe(status);
  });

  it('needs a placeholder named twice to match the same text twice', () => {
    expect(match('/:a/:a /same 301\n', '/x/x')?.target).toBe('/same');
    expect(match('/:a/:a /same 301\n', '/x/y')).toBeUndefined();
  });
});

describe('withQuery', () => {
  it('keeps the request query string, after any query the rule writes, before any fragment', () => {
    expect(withQuery('/hosting', '?utm=1')).toBe('/hosting?utm=1');
    expect(withQuery('/hosting', '')).toBe('/hosting');
    expect(withQuery('/hosting?ref=a', '?utm=1')).toBe('/hosting?ref=a&utm=1');
    expect(withQuery('/hosting#plans', '?utm=1')).toBe('/hosting?utm=1#plans');
  });
});
