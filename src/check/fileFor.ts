import type { BuiltSite } from './builtSite.ts';

/** File-style lookup as static hosts do it: /about → about.html, / → index.html, /a.css → a.css. */
export function fileFor(site: BuiltSite, urlPath: string): string | undefined {
  const relative = urlPath.replace(/^\/+/, '');
  const candidates = relative === '' ? ['index.html'] : relative.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}.html`, `${relative}/index.html`];
  return candidates.find((candidate) => site.files.has(candidate));
}
