import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { finding } from '../../errors/problem.ts';
import { CARD_SIZE } from '../../metadata/shareCard.ts';
import { mimeTypeFor } from '../../output/contentType.ts';
import { decodePath } from '../../output/pageUrl.ts';
import type { BuiltSite } from '../builtSite.ts';
import type { ImageHeader } from '../checkCache.ts';
import type { PageHead } from '../page/pageFacts.ts';
import { pageFacts } from '../siteFacts.ts';
import { isIndexable } from './sitemap.ts';

/** The most a share card may weigh: social sites fetch it for every post of the link, and some give up on large files. */
export const CARD_BYTES = 150 * 1024;

/**
 * On a site that draws share cards (BuiltSite.shareCards), every indexable page names one of
 * its own (docs/check-rules.md#meta): `og:image`
 * with its width and height at 1200 × 630, its type and its alt text, `twitter:card`
 * `summary_large_image`, and no other indexable page naming the same picture. Whether the
 * picture exists is `meta/share-image`'s (metadata.ts); what the file holds, checkShareCardFiles's.
 */
export function checkShareCards(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  // A site without cards shares one image from every page (meta/share-image holds it to exist).
  if (!site.shareCards) return findings;
  const firstWith = new Map<string, string>();
  for (const page of [...site.pages.keys()].sort()) {
    if (!isIndexable(site, page)) continue;
    const { head } = pageFacts(site, page);
    const at = { file: `${site.label}/${page}`, ...head.at };
    const problems = tagProblems(head);
    if (problems.length > 0) findings.push(finding('meta/share-card', at, `The share card's tags: ${problems.join('; ')}`));
    const image = head.meta['og:image'];
    if (!image?.value) continue;
    const other = firstWith.get(image.value);
    if (other === undefined) firstWith.set(image.value, page);
    else findings.push(finding('meta/share-card-shared', { file: at.file, ...image.at }, `${image.value} is also the share card of ${site.label}/${other}`));
  }
  return findings;
}

function tagProblems(head: PageHead): string[] {
  const value = (name: keyof PageHead['meta']) => head.meta[name]?.value;
  const problems: string[] = [];
  for (const [name, expected] of [
    ['og:image:width', String(CARD_SIZE.width)],
    ['og:image:height', String(CARD_SIZE.height)],
  ] as const) {
    const found = value(name);
    if (found !== expected) problems.push(found ? `${name} is ${found}, not ${expected}` : `no <meta property="${name}" content="${expected}">`);
  }
  if (!value('og:image:type')) problems.push('no <meta property="og:image:type">');
  if (!value('og:image:alt')) problems.push('no <meta property="og:image:alt"> saying what the card shows');
  const card = value('twitter:card');
  if (card !== 'summary_large_image') problems.push(`twitter:card is ${card ? `"${card}"` : 'missing'}, not "summary_large_image"`);
  return problems;
}

/**
 * The file each indexable page's `og:image` names, read by its header: 1200 × 630, of the type
 * `og:image:type` says, at most CARD_BYTES. A picture not in the built site is left to
 * `meta/share-image`; each file is read once, whatever the number of pages naming it.
 */
export async function checkShareCardFiles(site: BuiltSite, header: (file: string) => Promise<ImageHeader | undefined>): Promise<Diagnostic[]> {
  const findings: Diagnostic[] = [];
  if (!site.shareCards) return findings;
  for (const page of [...site.pages.keys()].sort()) {
    if (!isIndexable(site, page)) continue;
    const { head } = pageFacts(site, page);
    const image = head.meta['og:image'];
    const file = image?.value && site.origin && image.value.startsWith(`${site.origin}/`) ? decodePath(new URL(image.value).pathname)?.slice(1) : undefined;
    if (!image || !file || !site.files.has(file)) continue;
    const found = await header(file);
    const problems = fileProblems(found, head.meta['og:image:type']?.value);
    if (problems.length > 0)
      findings.push(finding('meta/share-card-file', { file: `${site.label}/${page}`, ...image.at }, `The share card ${file} ${problems.join('; ')}`));
  }
  return findings;
}

function fileProblems(found: ImageHeader | undefined, type: string | undefined): string[] {
  if (!found) return ['cannot be read as an image'];
  const problems: string[] = [];
  if (found.width !== CARD_SIZE.width || found.height !== CARD_SIZE.height)
    problems.push(`is ${found.width ?? '?'} × ${found.height ?? '?'} pixels, not ${CARD_SIZE.width} × ${CARD_SIZE.height}`);
  if (found.bytes !== undefined && found.bytes > CARD_BYTES) problems.push(`weighs ${Math.ceil(found.bytes / 1024)} KB, more than ${CARD_BYTES / 1024} KB`);
  // sharp names the format as a file extension would (`png`, `jpeg`): the one MIME table says its type.
  const actual = found.format ? mimeTypeFor(`card.${found.format}`) : undefined;
  if (type && actual && type !== actual) problems.push(`is ${actual}, but og:image:type says ${type}`);
  return problems;
}
