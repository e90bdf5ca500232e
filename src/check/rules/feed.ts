import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { RuleId } from '../../errors/catalogue.ts';
import { finding } from '../../errors/problem.ts';
import { decodePath } from '../../output/pageUrl.ts';
import { fileAt } from '../../output/fileAt.ts';
import { FEED_FILE } from '../../routes/selections/feedEntries.ts';
import type { BuiltSite } from '../builtSite.ts';
import { lineStartOffsets, position } from '../page/position.ts';
import { parseXml, type XmlElement } from '../parseXml.ts';

export const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';

/** RFC 3339 date-times, as Atom's `updated` and `published` are written. */
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * The Atom feed (RFC 4287), when the site has one: well-formed, with the elements readers
 * need (the feed's id, title and updated, an author for every entry; each entry's id, title,
 * updated and link), entry ids unique, and every entry's link a page of this site that is built.
 */
export function checkFeed(site: BuiltSite): Diagnostic[] {
  const text = site.texts?.get(FEED_FILE);
  if (text === undefined) return [];
  const findings: Diagnostic[] = [];
  let lineStarts: number[] | undefined;
  const report = (rule: Extract<RuleId, `feed/${string}`>, offset: number, message: string) =>
    findings.push(finding(rule, { file: `${site.label}/${FEED_FILE}`, ...position((lineStarts ??= lineStartOffsets(text)), offset) }, message));

  const parsed = parseXml(text);
  if (!parsed.ok) {
    report('feed/malformed', parsed.offset, `Not well-formed XML: ${parsed.message}`);
    return findings;
  }
  const { root } = parsed;
  if (root.name !== 'feed' || root.attributes.get('xmlns') !== ATOM_NAMESPACE) {
    report('feed/malformed', root.offset, `The root element is <${root.name}>; expected <feed xmlns="${ATOM_NAMESPACE}">`);
    return findings;
  }
  const feedHasAuthor = requireFields(root, (offset, message) => report('feed/malformed', offset, message));
  const ids = new Map<string, number>();
  for (const entry of root.children.filter((child) => child.name === 'entry')) {
    const entryHasAuthor = requireFields(entry, (offset, message) => report('feed/malformed', offset, message));
    if (!feedHasAuthor && !entryHasAuthor) report('feed/malformed', entry.offset, '<entry> needs an <author>, as the feed has none');
    const id = only(entry, 'id')?.text.trim();
    if (id !== undefined && ids.has(id)) report('feed/malformed', entry.offset, `<id>${id}</id> is the id of another entry: each entry needs its own`);
    if (id !== undefined) ids.set(id, entry.offset);
    const link = alternateLink(entry);
    if (link) checkEntryLink(site, link, (offset, message) => report('feed/broken-link', offset, message));
  }
  return findings;
}

/**
 * The elements RFC 4287 requires of a feed or an entry: one each of id (an absolute IRI),
 * title and updated (an RFC 3339 date-time), and, on an entry, a link to its page. Returns
 * whether it has an author.
 */
function requireFields(element: XmlElement, report: (offset: number, message: string) => void): boolean {
  for (const name of ['id', 'title', 'updated']) {
    const count = element.children.filter((child) => child.name === name).length;
    if (count !== 1) report(element.offset, `<${element.name}> must hold exactly one <${name}>, not ${count}`);
  }
  const id = only(element, 'id');
  if (id && !/^[a-z][a-z0-9+.-]*:\S+$/i.test(id.text.trim())) report(id.offset, `<id>${id.text.trim()}</id> is not an absolute IRI`);
  for (const name of ['updated', 'published']) {
    const date = only(element, name);
    if (date && !rfc3339.test(date.text.trim())) report(date.offset, `<${name}>${date.text.trim()}</${name}> is not an RFC 3339 date-time`);
  }
  if (element.name === 'entry' && !alternateLink(element)) report(element.offset, '<entry> needs a <link href="…"> to its page');
  for (const link of element.children.filter((child) => child.name === 'link')) {
    const href = link.attributes.get('href') ?? '';
    if (!URL.canParse(href)) report(link.offset, `<link href="${href}"> is not an absolute URL`);
  }
  return element.children.some((child) => child.name === 'author' && child.children.some((field) => field.name === 'name'));
}

function only(element: XmlElement, name: string): XmlElement | undefined {
  const found = element.children.filter((child) => child.name === name);
  return found.length === 1 ? found[0] : undefined;
}

/** An entry's link to its page: `rel="alternate"`, which is what a link without `rel` is. */
function alternateLink(entry: XmlElement): XmlElement | undefined {
  return entry.children.find((child) => child.name === 'link' && (child.attributes.get('rel') ?? 'alternate') === 'alternate' && child.attributes.has('href'));
}

/** The link is on the site's origin and is a built page's address, as written (no redirect on the way). */
function checkEntryLink(site: BuiltSite, link: XmlElement, report: (offset: number, message: string) => void): void {
  const href = link.attributes.get('href')!;
  if (!URL.canParse(href)) return;
  const url = new URL(href);
  if (site.origin && url.origin !== site.origin) {
    report(link.offset, `${href} is not on the site's origin ${site.origin}`);
    return;
  }
  const path = decodePath(url.pathname);
  const file = path === undefined ? undefined : fileAt(site.files, path);
  if (!file || !site.pages.has(file)) report(link.offset, `${href} is not a built page`);
}
