import type { Model } from '../content/model.ts';
import { suggestClosest } from '../content/suggest.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { RouteTable } from './route.ts';

interface ContentLink {
  href: string;
  file: string;
  path: PropertyKey[];
}

/**
 * Links written in content (navigation, footer, link lists in page copy) must reach a built
 * page, directly or through one redirect. A typo is an error at its line with the nearest URL,
 * rather than a link that silently disappears.
 */
export function checkContentLinks(model: Model, routes: RouteTable): Diagnostic[] {
  const pages = new Set(routes.pages.filter((page) => page.indexable).map((page) => page.url));
  const redirects = new Map(routes.redirects.map((r) => [r.from, r.to]));
  const reaches = (path: string) => pages.has(path) || pages.has(redirects.get(path) ?? '');
  return contentLinks(model)
    .filter((link) => !reaches(link.href.split('#')[0]!))
    .map((link) => {
      const suggestion = suggestClosest(link.href, pages);
      const field = link.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
      return problem('content/unknown-link', { file: link.file, ...model.locate(link.file, link.path) }, {
        message: `\`${field}\` links to ${link.href}, which the site does not build`,
        field,
        found: link.href,
        ...(suggestion ? { hint: `Did you mean \`${suggestion}\`?` } : {}),
      });
    });
}

function contentLinks(model: Model): ContentLink[] {
  const site = model.siteOrigin.file;
  const links: ContentLink[] = [
    ...model.site.navigation.main.map((link, i) => ({ href: link.href, file: site, path: ['navigation', 'main', i, 'href'] })),
    ...model.site.navigation.hosting.map((link, i) => ({ href: link.href, file: site, path: ['navigation', 'hosting', i, 'href'] })),
    ...model.site.footer.columns.flatMap((column, c) => column.links.map((link, i) => ({ href: link.href, file: site, path: ['footer', 'columns', c, 'links', i, 'href'] }))),
  ];
  for (const page of Object.values(model.pages)) {
    for (const [name, section] of Object.entries(page.sections)) {
      section.links.forEach((link, i) => links.push({ href: link.href, file: page.origin.file, path: ['sections', name, 'links', i, 'href'] }));
    }
  }
  return links;
}
