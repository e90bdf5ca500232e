import { fileAt } from '../output/fileAt.ts';
import { isDynamicSource } from '../redirects/sourcePattern.ts';
import type { RedirectRoute } from '../routes/route.ts';
import type { OutputFile } from './outputFile.ts';

/**
 * `_redirects`, which Netlify and Cloudflare Pages both read: static rules first, then
 * patterns (Cloudflare Pages asks for that order, and a pattern must never win over an exact
 * path), each group sorted. A rule whose source is also a file (`/index.html`) would be
 * shadowed by the file on Netlify unless forced with `!`, which Cloudflare Pages rejects as a
 * status: such a rule is written twice, forced for Netlify and then plain for Cloudflare
 * Pages, each host reading the one line it accepts (docs/output-contract.md).
 */
export function redirectsFile(redirects: readonly RedirectRoute[], published: ReadonlySet<string>): OutputFile {
  const lines = sortRedirects(redirects).flatMap(({ from, to, status }) => {
    const plain = `${from} ${to} ${status}`;
    return !isDynamicSource(from) && fileAt(published, from) !== undefined ? [`${plain}!`, plain] : [plain];
  });
  return { path: '_redirects', data: `${lines.join('\n')}\n` };
}

/** Static rules before dynamic ones, each group by source path. */
export function sortRedirects(redirects: readonly RedirectRoute[]): RedirectRoute[] {
  const byPath = (a: RedirectRoute, b: RedirectRoute) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0);
  const dynamic = (r: RedirectRoute) => isDynamicSource(r.from);
  return [...redirects.filter((r) => !dynamic(r)).sort(byPath), ...redirects.filter(dynamic).sort(byPath)];
}
