import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import type { PageRoute } from '../../src/routes/route.ts';
import { groupTemplateFailures } from '../../src/render/templateFailures.ts';

// A package laid out as `site` is: templates/ and src/, compiled by esbuild into
// node_modules/.cache/site/ with external source maps, as src/compiledCode.mjs does.
let root: string;
let thrownBy: (heading: string) => unknown;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-frames-'));
  await mkdir(path.join(root, 'templates'), { recursive: true });
  await mkdir(path.join(root, 'src'), { recursive: true });
  await writeFile(
    path.join(root, 'src', 'words.ts'),
    'export function shout(text: string): string {\n  if (!text) throw new Error("nothing to shout");\n  return text.toUpperCase();\n}\n',
  );
  await writeFile(
    path.join(root, 'templates', 'Hero.tsx'),
    'import { shout } from "../src/words.ts";\n\nexport function Hero(heading: string) {\n  const title = shout(heading);\n  return title;\n}\n',
  );
  const out = path.join(root, 'node_modules', '.cache', 'site', 'cli-1');
  await esbuild({
    entryPoints: { main: path.join(root, 'templates', 'Hero.tsx') },
    outdir: out,
    bundle: true,
    format: 'esm',
    platform: 'node',
    sourcemap: 'external',
    sourcesContent: false,
    logLevel: 'silent',
  });
  ({ Hero: thrownBy } = (await import(pathToFileURL(path.join(out, 'main.js')).href)) as { Hero: (heading: string) => unknown });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const route = (url: string, template: string) => ({ url, template, source: `content/pages/${template}.yaml` }) as unknown as PageRoute;
const caught = (run: () => unknown): { message: string; stack?: string } => {
  try {
    run();
  } catch (error) {
    return { message: (error as Error).message, stack: (error as Error).stack! };
  }
  throw new Error('did not throw');
};

describe('a template that throws', () => {
  it('is one problem at the template’s own line in the sources, however many pages and templates it broke', () => {
    const error = caught(() => thrownBy(''));
    expect(error.stack).toContain(path.join('.cache', 'site', 'cli-1', 'main.js'));
    const failures = ['/', '/about', '/contact', '/hosting', '/vps'].map((url, i) => ({ route: route(url, i < 4 ? 'home' : 'vps'), error }));
    const code = { root, templatesDir: path.join(root, 'templates') };
    expect(groupTemplateFailures(failures, code, false)).toEqual([
      expect.objectContaining({
        rule: 'render/template-error',
        file: 'templates/Hero.tsx',
        line: 4,
        message: '2 templates ("home", "vps") failed for 5 pages (/, /about, /contact and 2 more): nothing to shout (thrown at src/words.ts:2)',
      }),
    ]);
    // --verbose: the stack, with each compiled frame at its place in the sources.
    expect(groupTemplateFailures(failures, code, true)[0]!.hint).toContain(`${path.join(root, 'src', 'words.ts')}:2:`);
  });

  it('is reported per template and message, at the first page’s content file, when no frame is in the site’s code', () => {
    const plain = { message: 'broken' };
    const failures = [route('/a', 'about'), route('/b', 'about'), route('/c', 'contact')].map((r) => ({ route: r, error: plain }));
    expect(groupTemplateFailures(failures, undefined, false).map((d) => [d.file, d.line, d.message])).toEqual([
      ['content/pages/about.yaml', 1, 'Template "about" failed for 2 pages (/a, /b): broken'],
      ['content/pages/contact.yaml', 1, 'Template "contact" failed for /c: broken'],
    ]);
  });
});
