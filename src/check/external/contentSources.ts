import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { SourceLocation } from '../../errors/problem.ts';

/** The Markdown and YAML files of content/, read once for every lookup a check makes. */
export interface ContentTexts {
  /** Where `needle` is first written, as a whole (not the start of a longer address), or undefined. */
  locate(needle: string): SourceLocation | undefined;
}

/**
 * The content's texts, read on the first lookup: a check whose images and links need no
 * source (most checks) never reads content/, however many files it holds.
 */
export function readContentTexts(contentDir: string, root: string): ContentTexts {
  let texts: { file: string; text: string }[] | undefined;
  const listed = () => {
    try {
      return fg.sync('**/*.{md,yaml,yml}', { cwd: contentDir, followSymbolicLinks: false }).sort();
    } catch {
      // No content/ to read: nothing was written there.
      return [];
    }
  };
  const read = () =>
    listed().map((file) => ({
      file: path.relative(root, path.join(contentDir, file)).split(path.sep).join('/'),
      text: readFileSync(path.join(contentDir, file), 'utf8'),
    }));
  return { locate: (needle) => locate((texts ??= read()), needle) };
}

/**
 * Where in content/ each URL was written: the first line of a Markdown or YAML file holding the
 * URL itself, or else the longest part of it a file holds (a store link is the site.yaml
 * store address plus a category, so it names the `store:` line). Undefined for a URL the
 * templates made. Files are read once, whatever the number of URLs.
 */
export async function contentSources(contentDir: string, root: string, urls: readonly string[]): Promise<Map<string, SourceLocation>> {
  const texts = readContentTexts(contentDir, root);
  const found = new Map<string, SourceLocation>();
  for (const url of urls) {
    for (const candidate of shorterForms(url)) {
      const at = texts.locate(candidate);
      if (at) {
        found.set(url, at);
        break;
      }
    }
  }
  return found;
}

/** The URL as written (with and without its trailing slash), then cut back a path segment at a time, never below its host. */
function shorterForms(url: string): string[] {
  const { origin, pathname, search } = new URL(url);
  const forms = [url, url.replace(/\/$/, '')];
  if (search) forms.push(origin + pathname);
  const segments = pathname.split('/').filter(Boolean);
  for (let n = segments.length - 1; n >= 1; n--) forms.push(`${origin}/${segments.slice(0, n).join('/')}`);
  return [...new Set(forms)];
}

function locate(texts: readonly { file: string; text: string }[], needle: string): SourceLocation | undefined {
  for (const { file, text } of texts) {
    for (let offset = text.indexOf(needle); offset !== -1; offset = text.indexOf(needle, offset + 1)) {
      // The whole URL, not the start of a longer one: `…/store` must not match `…/storefront`.
      const after = text[offset + needle.length];
      if (after !== undefined && /[\w-]/.test(after) && !needle.endsWith('/')) continue;
      const before = text.slice(0, offset);
      const line = before.split('\n').length;
      return { file, line, column: offset - before.lastIndexOf('\n') };
    }
  }
  return undefined;
}
