import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { finding } from '../../errors/problem.ts';
import { parseSrcset, pickCandidate, slotWidth, type Candidate } from '../../output/imageCandidates.ts';
import type { BuiltSite } from '../builtSite.ts';
import type { PageImage } from '../page/pageImages.ts';
import { resolveLink } from '../resolveLink.ts';
import { pageFacts } from '../siteFacts.ts';

/**
 * What a phone downloads (docs/check-rules.md#image): a 390 px wide screen at device pixel ratio
 * 2, the commonest phone. Per image and per page, in bytes as stored: images are compressed
 * already, so gzip would not shrink them.
 */
export const IMAGE_BUDGET = { viewport: 390, dpr: 2, perImage: 150 * 1024, perPage: 300 * 1024 } as const;

const RASTER = /\.(png|jpe?g|gif|webp|avif|tiff?)$/i;

/**
 * The image rules: no published image carries metadata (EXIF with its GPS position, XMP,
 * IPTC); every `<img>` has a width and height; every `srcset` candidate is as wide as it
 * claims; and what a phone downloads stays within IMAGE_BUDGET.
 */
export async function checkImages(site: BuiltSite): Promise<Diagnostic[]> {
  const findings: Diagnostic[] = [];
  const headers = new Map<string, Promise<Metadata | undefined>>();
  const header = (file: string) => {
    if (!headers.has(file))
      headers.set(
        file,
        sharp(path.join(site.dir, file))
          .metadata()
          .catch(() => undefined),
      );
    return headers.get(file)!;
  };
  for (const file of [...site.files].filter((name) => RASTER.test(name)).sort()) {
    const meta = await header(file);
    const carried = meta && (['exif', 'xmp', 'iptc'] as const).filter((kind) => meta[kind]);
    if (carried?.length)
      findings.push(
        finding(
          'image/metadata',
          { file: `${site.label}/${file}`, line: 1, column: 1 },
          `The image carries ${carried.map((kind: string) => kind.toUpperCase()).join(', ')} metadata`,
        ),
      );
  }
  for (const page of [...site.pages.keys()].sort()) findings.push(...(await checkPageImages(site, page, header)));
  return findings;
}

async function checkPageImages(site: BuiltSite, page: string, header: (file: string) => Promise<Metadata | undefined>): Promise<Diagnostic[]> {
  const findings: Diagnostic[] = [];
  const at = (position: { line: number; column: number }) => ({ file: `${site.label}/${page}`, ...position });
  const fileOf = (url: string) => {
    const resolved = resolveLink(site, page, url);
    return resolved.kind === 'file' && site.files.has(resolved.file) ? resolved.file : undefined;
  };
  let pageBytes = 0;
  for (const image of pageFacts(site, page).images) {
    if (image.width === undefined || image.height === undefined)
      findings.push(
        finding(
          'image/dimensions',
          at(image.at),
          `<img src="${image.src ?? ''}"> has no ${image.width === undefined ? 'width' : 'height'}: the page jumps as it loads`,
        ),
      );
    for (const srcset of [...image.sources.map((source) => source.srcset), image.srcset ?? '']) {
      for (const candidate of parseSrcset(srcset)) {
        const file = fileOf(candidate.url);
        const actual = file && candidate.width !== undefined ? (await header(file))?.width : undefined;
        if (actual !== undefined && actual !== candidate.width)
          findings.push(finding('image/srcset', at(image.at), `${candidate.url} claims ${candidate.width}w but is ${actual} px wide`));
      }
    }
    const chosen = phoneCandidate(image);
    const file = chosen && fileOf(chosen.url);
    if (!file) continue;
    const bytes = (await stat(path.join(site.dir, file))).size;
    pageBytes += bytes;
    if (bytes > IMAGE_BUDGET.perImage)
      findings.push(
        finding('budget/image', at(image.at), `A 390 px phone downloads ${kb(bytes)} for ${chosen.url}; the budget is ${kb(IMAGE_BUDGET.perImage)} per image`),
      );
  }
  if (pageBytes > IMAGE_BUDGET.perPage)
    findings.push(
      finding(
        'budget/image',
        at({ line: 1, column: 1 }),
        `A 390 px phone downloads ${kb(pageBytes)} of images on this page; the budget is ${kb(IMAGE_BUDGET.perPage)}`,
      ),
    );
  return findings;
}

/** What the phone downloads for an image: from its first (most modern) source, else its own srcset, else its src. */
function phoneCandidate(image: PageImage): Candidate | undefined {
  const [first] = image.sources;
  const srcset = first?.srcset ?? image.srcset;
  const sizes = first ? first.sizes : image.sizes;
  const candidates = srcset ? parseSrcset(srcset) : [];
  if (!candidates.some((candidate) => candidate.width !== undefined)) return image.src === undefined ? undefined : { url: image.src };
  // Without `sizes`, a browser takes the slot to be the viewport's width.
  const slot = (sizes && slotWidth(sizes, IMAGE_BUDGET.viewport)) || IMAGE_BUDGET.viewport;
  return pickCandidate(candidates, slot, IMAGE_BUDGET.dpr);
}

function kb(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}
