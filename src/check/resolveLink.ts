import type { BuiltSite } from './builtSite.ts';
import type { PageFacts } from './page/pageFacts.ts';
import { fileAt } from '../output/fileAt.ts';
import { matchRedirect } from '../redirects/matchRedirect.ts';
import { decodePath } from '../output/pageUrl.ts';

export type LinkResolution = { kind: 'external' } | { kind: 'file'; file: string; fragment: string | undefined } | { kind: 'broken'; problem: string };

/**
 * Where an href/src on `page` leads: a built file (directly, or through one redirect whose
 * target is built), an external URL (not followed), or nowhere, with the reason.
 */
export function resolveLink(site: BuiltSite, page: string, value: string): LinkResolution {
  let known = resolutions.get(site);
  if (!known) resolutions.set(site, (known = new Map<string, LinkResolution>()));
  // Most links are the same few hundred absolute paths on every page: each is resolved once.
  const key = value.startsWith('/') || isExternal(value) ? value : `${page}\0${value}`;
  let resolution = known.get(key);
  if (!resolution) known.set(key, (resolution = resolve(site, page, value)));
  return resolution;
}

const resolutions = new WeakMap<BuiltSite, Map<string, LinkResolution>>();

/**
 * resolveLink for one of a page's references. Pages' facts share one array for each distinct
 * reference (referenceSharer, and the check cache's table), so one that does not depend on the
 * page (an absolute path or an external URL) is resolved once and found again by that array:
 * on a large site, the links and orphan rules ask about every reference of every page, and
 * building and looking up each one's text was most of their time.
 */
export function resolveReference(site: BuiltSite, page: string, reference: PageFacts['references'][number]): LinkResolution {
  let known = byReference.get(site);
  if (!known) byReference.set(site, (known = new WeakMap()));
  let resolution = known.get(reference);
  if (!resolution) {
    const url = reference[2];
    resolution = resolveLink(site, page, url);
    if (url.startsWith('/') || isExternal(url)) known.set(reference, resolution);
  }
  return resolution;
}

const byReference = new WeakMap<BuiltSite, WeakMap<PageFacts['references'][number], LinkResolution>>();

function resolve(site: BuiltSite, page: string, value: string): LinkResolution {
  if (isExternal(value)) return { kind: 'external' };
  const hash = value.indexOf('#');
  const fragment = hash === -1 ? undefined : value.slice(hash + 1);
  const pathPart = (hash === -1 ? value : value.slice(0, hash)).split('?')[0]!;
  if (pathPart === '') return { kind: 'file', file: page, fragment };

  const absolute = pathPart.startsWith('/') ? pathPart : new URL(pathPart, `http://x/${page}`).pathname;
  const decoded = decodePath(absolute);
  if (decoded === undefined) return { kind: 'broken', problem: 'the path has malformed percent-encoding' };
  const file = fileAt(site.files, decoded);
  if (file !== undefined) return { kind: 'file', file, fragment };

  const redirect = matchRedirect(site.redirectRules.rules, decoded);
  if (redirect === undefined) return { kind: 'broken', problem: 'no built file or redirect at this path' };
  if (isExternal(redirect.target)) return { kind: 'external' };
  const targetPath = redirect.target.split(/[?#]/)[0]!;
  if (matchRedirect(site.redirectRules.rules, targetPath))
    return { kind: 'broken', problem: `redirects to ${redirect.target}, which redirects again (chains are not allowed)` };
  const target = fileAt(site.files, targetPath);
  if (target === undefined) return { kind: 'broken', problem: `redirects to ${redirect.target}, which is not built` };
  return { kind: 'file', file: target, fragment };
}

/** A URL with a scheme (https:, mailto:, tel:) or protocol-relative: not ours to resolve. */
export function isExternal(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//');
}
