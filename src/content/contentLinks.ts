import type { Model } from './model.ts';

/** A link or image written in content, and where: a front-matter field or a Markdown body. */
export interface ContentLink {
  kind: 'link' | 'image';
  href: string;
  file: string;
  /** Field path in the front matter; undefined for a body link, which carries its own position. */
  path?: PropertyKey[];
  at?: { line: number; column: number };
}

/** Every link and image written in content: navigation, footer, link lists, buttons, share and hero images and each Markdown body. */
export function contentLinks(model: Model): ContentLink[] {
  const site = model.siteOrigin.file;
  const field = (file: string, kind: ContentLink['kind'], href: string, path: PropertyKey[]): ContentLink => ({ kind, href, file, path });
  const links: ContentLink[] = [
    field(site, 'image', model.site.shareImage, ['shareImage']),
    ...model.site.navigation.main.map((link, i) => field(site, 'link', link.href, ['navigation', 'main', i, 'href'])),
    ...model.site.navigation.hosting.map((link, i) => field(site, 'link', link.href, ['navigation', 'hosting', i, 'href'])),
    ...model.site.footer.columns.flatMap((column, c) =>
      column.links.map((link, i) => field(site, 'link', link.href, ['footer', 'columns', c, 'links', i, 'href'])),
    ),
  ];
  for (const page of Object.values(model.pages)) {
    for (const [name, section] of Object.entries(page.sections)) {
      section.links.forEach((link, i) => links.push(field(page.origin.file, 'link', link.href, ['sections', name, 'links', i, 'href'])));
      section.items.forEach(
        (item, i) => item.href !== undefined && links.push(field(page.origin.file, 'link', item.href, ['sections', name, 'items', i, 'href'])),
      );
    }
  }
  model.redirects.forEach((redirect, i) => links.push(field(model.redirectsOrigin.file, 'link', redirect.to, ['redirects', i, 'to'])));
  for (const service of model.services) {
    if (service.tutorial) links.push(field(service.origin.file, 'link', service.tutorial.buttonLink, ['tutorial', 'buttonLink']));
    if (service.shareImage) links.push(field(service.origin.file, 'image', service.shareImage, ['shareImage']));
    if (service.heroImage) links.push(field(service.origin.file, 'image', service.heroImage.src, ['heroImage', 'src']));
  }
  const records = [...model.locations, ...model.services, ...Object.values(model.pages)];
  for (const record of records) {
    for (const link of record.body.links ?? [])
      links.push({ kind: link.kind, href: link.href, file: record.origin.file, at: { line: link.line, column: link.column } });
  }
  return links;
}
