import type { Model } from '../content/model.ts';
import { nearest, suggestClosest } from '../content/suggest.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { RouteTable } from './route.ts';
import { contentLinks, type ContentLink } from '../content/contentLinks.ts';

export interface LinkTargets {
  /** Files of public/, relative to it ("images/share-default.png"). */
  publicFiles: readonly string[];
  /** The ids on a built page, for links with a #fragment. */
  idsOf: (url: string) => ReadonlySet<string>;
  /** Pages of drafts, which `site build` leaves out: a link to one is reported as such. */
  drafts?: ReadonlySet<string>;
}

/**
 * Every link and image written in content (navigation, footer, link lists, buttons, the share
 * image, and each Markdown body) that points into the site must reach something the build
 * makes: a page, directly or through one redirect, a `#fragment` on that page, or a file of
 * public/; an image must be a file of public/. Anything else fails the build at the line and
 * column where it is written, with the nearest address as a hint, so no broken link ships.
 */
export function checkContentLinks(model: Model, routes: RouteTable, targets: LinkTargets): Diagnostic[] {
  const pages = new Set(routes.pages.filter((page) => page.indexable).map((page) => page.url));
  const redirects = new Map(routes.redirects.map((r) => [r.from, r.to]));
  const files = new Set(targets.publicFiles.map((file) => `/${file}`));
  const diagnostics: Diagnostic[] = [];
  for (const link of contentLinks(model)) {
    const found = unresolved(link, model.site.origin, pages, redirects, files, targets.idsOf);
    if (!found) continue;
    const field = link.path ? formatField(link.path) : '(body)';
    const at = link.at ?? model.locate(link.file, link.path!);
    const draft = found.path !== undefined && targets.drafts?.has(found.path) ? found.path : undefined;
    if (draft) {
      diagnostics.push(
        problem(
          'content/draft-link',
          { file: link.file, ...at },
          {
            message: `${link.path ? `\`${field}\` links to` : 'Link to'} ${draft}, a draft: \`site build\` does not publish drafts`,
            field,
            found: link.href,
          },
        ),
      );
      continue;
    }
    diagnostics.push(
      problem(
        link.kind === 'image' ? 'content/missing-image' : 'content/unknown-link',
        { file: link.file, ...at },
        {
          message: `${link.path ? `\`${field}\` ${link.kind === 'image' ? 'shows' : 'links to'}` : link.kind === 'image' ? 'Image' : 'Link to'} ${found.message}`,
          field,
          found: link.href,
          ...(found.near ? { hint: nearestHint(found.near, link.kind) } : {}),
        },
      ),
    );
  }
  return diagnostics;
}

/** Why a link reaches nothing, and the nearest thing it might have meant; undefined when it resolves. */
function unresolved(
  link: ContentLink,
  origin: string,
  pages: ReadonlySet<string>,
  redirects: ReadonlyMap<string, string>,
  files: ReadonlySet<string>,
  idsOf: LinkTargets['idsOf'],
): { message: string; near?: Near; path?: string } | undefined {
  let href = link.href.trim();
  if (href.startsWith(`${origin}/`) || href === origin) href = href.slice(origin.length) || '/';
  // Other sites, e-mail and phone links are not ours to resolve; an in-page #anchor is left to `site check`.
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith('#')) return undefined;
  const [beforeHash, fragment] = splitOnce(href, '#');
  const path = decodePath(beforeHash.split('?')[0]!);
  // Only a broken link needs the candidates: building them for every link is slow on a large site.
  const candidates = () => (link.kind === 'image' ? files : new Set([...pages, ...files]));
  if (!path.startsWith('/')) {
    return { message: `${link.href}, a relative address: write site addresses from the root`, near: nearest(`/${path}`, candidates()) };
  }
  if (link.kind === 'image') {
    return files.has(path) ? undefined : { message: `${path}, which is not a file in public/`, near: nearest(path, files) };
  }
  if (files.has(path)) return undefined;
  const page = pages.has(path) ? path : pages.has(redirects.get(path) ?? '') ? redirects.get(path)! : undefined;
  if (!page) return { message: `${path}, which the site does not build`, near: nearest(path, candidates()), path };
  if (fragment === undefined || fragment === '') return undefined;
  const ids = idsOf(page);
  if (ids.has(fragment)) return undefined;
  const suggestion = suggestClosest(fragment, ids);
  return {
    message: `#${fragment} on ${page}, which has no such id`,
    ...(suggestion ? { near: { candidate: `${beforeHash}#${suggestion}`, likelyTypo: true } } : {}),
  };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function formatField(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

type Near = NonNullable<ReturnType<typeof nearest>>;

/** "Did you mean" for a likely typo; otherwise the nearest address or file all the same, and what to do. */
function nearestHint(near: Near, kind: ContentLink['kind']): string {
  if (near.likelyTypo) return `Did you mean \`${near.candidate}\`?`;
  return kind === 'image'
    ? `No file in public/ is close to this; the nearest is \`${near.candidate}\`. Add the image to public/, or change the address.`
    : `Nothing the site builds is close to this address; the nearest is \`${near.candidate}\`. Link to a page the site builds, or remove the link.`;
}
