import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../../src/check/builtSite.ts';
import { checkSafety } from '../../src/check/rules/safety.ts';
import { inMain, onlyPage, realSite } from './realSite.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await realSite();
});

const safety = (markup: string) => checkSafety(onlyPage(site, 'about.html', inMain(`\n${markup}`))).map((f) => `${f.line}:${f.column} ${f.rule} ${f.message}`);

describe('safety', () => {
  it('finds nothing unsafe in the real build', () => {
    expect(checkSafety(site)).toEqual([]);
  });

  it('reports inline scripts and javascript: URLs, but lets JSON-LD through', () => {
    expect(safety('<script>alert(1)</script><script type="application/ld+json">{}</script><script src="/assets/x.js"></script>')).toEqual([
      '3:1 safety/inline-script Inline <script>: the CSP blocks it; move the code into the site script',
    ]);
    expect(safety('<a href="javascript:void(0)">x</a>')).toEqual(['3:1 safety/inline-script <a href="javascript:void(0)">: the CSP blocks javascript: URLs']);
  });

  it('reports event-handler and style attributes, and style elements', () => {
    expect(safety('<button type="button" onclick="go()">x</button> <p style="color:red">x</p><style>p{}</style>')).toEqual([
      '3:1 safety/inline-handler <button onclick>: the CSP blocks inline event handlers; attach listeners in the site script',
      '3:49 safety/inline-style <p style="color:red">: the CSP blocks style attributes; use a class',
      '3:75 safety/inline-style Inline <style>: the CSP blocks it; move the rules into the stylesheet',
    ]);
  });

  it('reports target="_blank" without rel="noopener noreferrer"', () => {
    expect(safety('<a href="https://example.com" target="_blank">x</a> <a href="https://example.com" target="_blank" rel="noopener">y</a>')).toEqual([
      '3:1 safety/target-blank <a target="_blank"> needs rel="noopener noreferrer"',
      '3:53 safety/target-blank <a target="_blank"> needs rel="noopener noreferrer"',
    ]);
    expect(safety('<a href="https://example.com" target="_blank" rel="external noreferrer noopener">x</a>')).toEqual([]);
  });

  it('reports plain-http links to our own origin, but not to other hosts', () => {
    expect(safety('<a href="http://www.kentwebhosting.example/about">x</a> <a href="http://www.kentwebhosting.example.evil.example/">y</a>')).toEqual([
      '3:10 safety/insecure-link http://www.kentwebhosting.example is plain http; link to https://www.kentwebhosting.example',
    ]);
  });
});
