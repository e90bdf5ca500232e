import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { check } from '../../src/check.ts';
import { readSite, type BuiltSite } from '../../src/check/readSite.ts';
import { checkHtml } from '../../src/check/rules/htmlValidate.ts';
import { checkLinks } from '../../src/check/rules/linksResolve.ts';
import { fixtureProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
let site: BuiltSite;
let builtPages = 0;

beforeAll(async () => {
  project = await fixtureProject();
  const result = await build({ root: project.root });
  expect(result.ok).toBe(true);
  builtPages = result.pages;
  site = await readSite(path.join(project.root, 'dist'), 'dist');
});
afterAll(() => project.cleanup());

/** The built site with one page replaced: every file still resolves, only that page is scanned. */
function withPage(file: string, change: (html: string) => string, extraRedirects: [string, string][] = []): BuiltSite {
  const html = change(site.pages.get(file)!);
  return { ...site, pages: new Map([[file, html]]), redirects: new Map([...site.redirects, ...extraRedirects]) };
}

const addLink = (href: string) => (html: string) => html.replace('<main id="main">', `<main id="main">\n  <a href="${href}">x</a>`);

describe('site check', () => {
  it('finds nothing wrong with a fresh build of the real content', async () => {
    const result = await check({ root: project.root });
    expect(result.findings).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.pages).toBe(builtPages);
  });
});

describe('links/resolve', () => {
  it('reports a link to a page that does not exist, at its line and column', () => {
    expect(checkLinks(withPage('about.html', addLink('/no-such-page')))).toEqual([
      expect.objectContaining({ file: 'dist/about.html', line: 3, column: 3, rule: 'links/resolve', message: '<a href="/no-such-page">: no built file or redirect at this path' }),
    ]);
  });

  it('accepts a link through a redirect to a built page', () => {
    expect(checkLinks(withPage('about.html', addLink('/shared-hosting')))).toEqual([]);
  });

  it('rejects a redirect to an unbuilt target, and a chain of redirects', () => {
    const broken = checkLinks(withPage('about.html', addLink('/gone'), [['/gone', '/nowhere']]));
    expect(broken[0]!.message).toBe('<a href="/gone">: redirects to /nowhere, which is not built');
    const chain = checkLinks(withPage('about.html', addLink('/old'), [['/old', '/shared-hosting']]));
    expect(chain[0]!.message).toBe('<a href="/old">: redirects to /shared-hosting, which redirects again (chains are not allowed)');
  });

  it('reports a fragment with no matching id', () => {
    const findings = checkLinks(withPage('about.html', addLink('/contact#nowhere')));
    expect(findings[0]!.message).toBe('<a href="/contact#nowhere">: no element with id "nowhere" on contact.html');
  });

  it('checks src attributes too', () => {
    const findings = checkLinks(withPage('about.html', (html) => html.replace('<main id="main">', '<main id="main"><img src="/images/missing.png" alt="">')));
    expect(findings[0]!.message).toBe('<img src="/images/missing.png">: no built file or redirect at this path');
  });
});

describe('html-validate', () => {
  it('reports invalid HTML with the rule that caught it', async () => {
    const findings = await checkHtml(withPage('contact.html', (html) => html.replace('<main id="main">', '<main id="main"><div><p>unclosed</div>')));
    expect(findings.map((f) => f.rule)).toContain('html-validate/no-implicit-close');
    expect(findings.every((f) => f.file === 'dist/contact.html')).toBe(true);
  });
});
