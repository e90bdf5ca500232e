import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { check } from '../../src/check.ts';
import { fixtureProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
let builtPages = 0;

beforeAll(async () => {
  project = await fixtureProject();
  const result = await build({ root: project.root });
  expect(result.ok).toBe(true);
  builtPages = result.pages;
});
afterAll(() => project.cleanup());

const findingsAfter = async (file: string, change: (html: string) => string) => {
  const original = await project.read(`dist/${file}`);
  await project.write(`dist/${file}`, change(original));
  try {
    return (await check({ root: project.root })).findings;
  } finally {
    await project.write(`dist/${file}`, original);
  }
};

describe('site check', () => {
  it('finds nothing wrong with a fresh build', async () => {
    const result = await check({ root: project.root });
    expect(result.findings).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.pages).toBe(builtPages);
  });

  it('reports a link to a page that does not exist, at its line and column', async () => {
    const findings = await findingsAfter('about.html', (html) => html.replace('<main id="main">', '<main id="main">\n  <a href="/no-such-page">x</a>'));
    expect(findings).toEqual([
      expect.objectContaining({ file: 'dist/about.html', line: 3, column: 3, rule: 'links/resolve', message: '<a href="/no-such-page">: no built file or redirect at this path' }),
    ]);
  });

  it('accepts a link through a redirect to a built page, and rejects one to an unbuilt target', async () => {
    const ok = await findingsAfter('about.html', (html) => html.replace('<main id="main">', '<main id="main"><a href="/shared-hosting">x</a>'));
    expect(ok).toEqual([]);
    const broken = await findingsAfter('about.html', (html) => html.replace('<main id="main">', '<main id="main"><a href="/dedicated-servers">x</a>'));
    expect(broken[0]!.message).toBe('<a href="/dedicated-servers">: redirects to /vps-hosting, which is not built');
  });

  it('reports a fragment with no matching id', async () => {
    const findings = await findingsAfter('about.html', (html) => html.replace('<main id="main">', '<main id="main"><a href="/contact#nowhere">x</a>'));
    expect(findings[0]!.message).toBe('<a href="/contact#nowhere">: no element with id "nowhere" on contact.html');
  });

  it('reports invalid HTML through html-validate', async () => {
    const findings = await findingsAfter('contact.html', (html) => html.replace('<main id="main">', '<main id="main"><div><p>unclosed</div>'));
    expect(findings.map((f) => f.rule)).toContain('html-validate/no-implicit-close');
    expect(findings.every((f) => f.file === 'dist/contact.html')).toBe(true);
  });
});
