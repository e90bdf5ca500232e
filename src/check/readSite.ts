import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

export interface BuiltSite {
  /** Absolute path of the built site. */
  dir: string;
  /** How findings name the folder, e.g. "dist". */
  label: string;
  /** Every file, relative path with forward slashes. */
  files: ReadonlySet<string>;
  /** HTML pages: relative path → markup. */
  pages: ReadonlyMap<string, string>;
  /** Redirect sources → targets, from `_redirects`. */
  redirects: ReadonlyMap<string, string>;
}

/** Loads what `site check` inspects from a built site on disk. */
export async function readSite(dir: string, label: string): Promise<BuiltSite> {
  const files = (await fg('**/*', { cwd: dir, onlyFiles: true, dot: false })).sort();
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  const pages = new Map(await Promise.all(htmlFiles.map(async (file) => [file, await readFile(path.join(dir, file), 'utf8')] as const)));
  const redirectsText = await readFile(path.join(dir, '_redirects'), 'utf8').catch(() => '');
  return { dir, label, files: new Set(files), pages, redirects: parseRedirects(redirectsText) };
}

/** `_redirects` lines: `from to [status]`; comments and blank lines ignored. */
export function parseRedirects(text: string): Map<string, string> {
  const redirects = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) continue;
    redirects.set(from, to);
  }
  return redirects;
}
