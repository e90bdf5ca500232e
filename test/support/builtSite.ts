import path from 'node:path';
import { build } from '../../src/build.ts';
import { buildModel } from '../../src/content/buildModel.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { parsePage } from '../../src/check/page/parsePage.ts';
import { outputPathFor } from '../../src/routes/route.ts';

/**
 * The real content built into memory, with helpers to read pages: once per test worker, since
 * test files share their worker's modules (vitest.config.ts), and the files that read the real
 * site all read the same build. Shared, so read-only: a test that changes a page changes a
 * copy (test/check/realSite.ts, `withPages`).
 */
export function buildRealSite(): ReturnType<typeof buildOnce> {
  shared ??= buildOnce();
  return shared;
}

let shared: ReturnType<typeof buildOnce> | undefined;

/**
 * The real content's model and what loading it reported, loaded once per test worker like the
 * build above: the model is frozen, so the files that read it share it safely.
 */
export function realModel(): ReturnType<typeof buildModel> {
  model ??= buildModel(path.join(packageRoot, 'content'), packageRoot);
  return model;
}

let model: ReturnType<typeof buildModel> | undefined;

async function buildOnce() {
  const memory = createMemoryWriter();
  const result = await build({ root: packageRoot, writer: memory });
  if (!result.ok) throw new Error(`The real site did not build: ${JSON.stringify(result.diagnostics.slice(0, 3))}`);
  const html = (url: string) => {
    const data = memory.files.get(outputPathFor(url));
    if (data === undefined) throw new Error(`${url} was not built`);
    return typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
  };
  return { result, memory, html, page: (url: string) => readPage(html(url)) };
}

/** What tests ask of a page: its text, headings, links and structured data. */
export function readPage(html: string) {
  const { tags } = parsePage(html);
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const text = (fragment: string) =>
    fragment
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ');
  return {
    html,
    /** Visible text of <main>. */
    text: text(main),
    headings: (level: 1 | 2 | 3) => [...main.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((m) => text(m[1]!).trim()),
    /** hrefs of links inside <main>, in order. */
    links: [...main.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')),
    externalLinks: tags
      .filter((t) => t.tag === 'a' && t.attributes.get('target') === '_blank')
      .map((t) => ({ href: t.attributes.get('href')!, rel: t.attributes.get('rel') })),
    count: (needle: string | RegExp) => (typeof needle === 'string' ? main.split(needle).length - 1 : (main.match(new RegExp(needle, 'g')) ?? []).length),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown> & { '@type': string },
    ),
  };
}
