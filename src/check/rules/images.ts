import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { finding } from '../../errors/problem.ts';
import { parseSrcset, pickCandidate, slotWidth, type Candidate } from '../../output/imageCandidates.ts';
import type { BuiltSite } from '../builtSite.ts';
import type { PageImage } from '../page/pageImages.ts';
import { resolveLink } from '../resolveLink.ts';
import { pageFacts } from '../siteFacts.ts';
import { pageUrl } from '../../output/pageUrl.ts';
import type { ContentTexts } from '../external/contentSources.ts';
import type { CheckCache, ImageHeader } from '../checkCache.ts';
import { imageSources } from './imageSources.ts';
import { checkShareCardFiles } from './shareCards.ts';
import { appendAll } from '../../appendAll.ts';

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
 * claims; a page has at most one `fetchpriority="high"` image, not lazy; and what a phone
 * downloads stays within IMAGE_BUDGET. A finding about an image
 * written in content/ names the line that shows it (imageSources.ts), and the page it is on.
 */
export async function checkImages(site: BuiltSite, content?: ContentTexts, cache?: Pick<CheckCache, 'imageHeader'>): Promise<Diagnostic[]> {
  const findings: Diagnostic[] = [];
  const sourceOf = imageSources(site.files, content);
  const headers = new Map<string, Promise<ImageHeader | undefined>>();
  const header = (file: string) => {
    const image = path.join(site.dir, file);
    if (!headers.has(file)) headers.set(file, cache ? cache.imageHeader(image, () => readHeader(image)) : readHeader(image));
    return headers.get(file)!;
  };
  for (const file of [...site.files].filter((name) => RASTER.test(name)).sort()) {
    const carried = (await header(file))?.carried;
    if (!carried?.length) continue;
    const what = `${carried.map((kind: string) => kind.toUpperCase()).join(', ')} metadata`;
    const source = sourceOf(file);
    findings.push(
      source
        ? finding('image/metadata', source, `${site.label}/${file}, made from the image shown here, carries ${what}`)
        : finding('image/metadata', { file: `${site.label}/${file}`, line: 1, column: 1 }, `The image carries ${what}`),
    );
  }
  appendAll(findings, await checkShareCardFiles(site, header));
  for (const page of [...site.pages.keys()].sort()) {
    // A page that shows no image has nothing to check: most pages, passed over without an async call each.
    if (pageFacts(site, page).images.length > 0) appendAll(findings, await checkPageImages(site, page, header, sourceOf));
  }
  return findings;
}

/** What the rules read of an image file's header, with sharp (loaded only when an image needs reading); undefined when sharp cannot read it. */
async function readHeader(image: string): Promise<ImageHeader | undefined> {
  const { default: sharp } = await import('sharp');
  const [meta, bytes] = await Promise.all([
    sharp(image)
      .metadata()
      .catch(() => undefined),
    stat(image).then(
      (found) => found.size,
      () => undefined,
    ),
  ]);
  return (
    meta && {
      ...(meta.width === undefined ? {} : { width: meta.width }),
      ...(meta.height === undefined ? {} : { height: meta.height }),
      ...(meta.format === undefined ? {} : { format: meta.format }),
      ...(bytes === undefined ? {} : { bytes }),
      carried: (['exif', 'xmp', 'iptc'] as const).filter((kind) => meta[kind]),
    }
  );
}

async function checkPageImages(
  site: BuiltSite,
  page: string,
  header: (file: string) => Promise<ImageHeader | undefined>,
  sourceOf: ReturnType<typeof imageSources>,
): Promise<Diagnostic[]> {
  const findings: Diagnostic[] = [];
  const fileOf = (url: string | undefined) => {
    const resolved = url === undefined ? undefined : resolveLink(site, page, url);
    return resolved?.kind === 'file' && site.files.has(resolved.file) ? resolved.file : undefined;
  };
  const onPage = { file: `${site.label}/${page}` };
  // Where the writer wrote the image, else where the page shows it; a message says which page when it names content.
  const report = (
    rule: 'image/dimensions' | 'image/srcset' | 'image/priority' | 'budget/image',
    image: PageImage,
    file: string | undefined,
    message: string,
  ) => {
    const source = file === undefined ? undefined : sourceOf(file);
    findings.push(finding(rule, source ?? { ...onPage, ...image.at }, source ? `${message} (on ${pageUrl(page)})` : message));
  };
  let pageBytes = 0;
  const images = pageFacts(site, page).images;
  // The page's one priority image (the hero's): two would compete for the first bytes, and a lazy one waits for layout.
  const priority = images.filter((image) => image.fetchpriority?.toLowerCase() === 'high');
  for (const image of priority.slice(1))
    report('image/priority', image, fileOf(image.src), `A second image with fetchpriority="high" (${image.src ?? ''}): a page has at most one, its hero's`);
  for (const image of priority.filter((image) => image.loading?.toLowerCase() === 'lazy'))
    report('image/priority', image, fileOf(image.src), `The priority image ${image.src ?? ''} is loading="lazy": it waits for layout instead of loading first`);
  for (const image of images) {
    if (image.width === undefined || image.height === undefined)
      report(
        'image/dimensions',
        image,
        fileOf(image.src),
        `<img src="${image.src ?? ''}"> has no ${image.width === undefined ? 'width' : 'height'}: the page jumps as it loads`,
      );
    for (const srcset of [...image.sources.map((source) => source.srcset), image.srcset ?? '']) {
      for (const candidate of parseSrcset(srcset)) {
        const file = fileOf(candidate.url);
        const actual = file && candidate.width !== undefined ? (await header(file))?.width : undefined;
        if (actual !== undefined && actual !== candidate.width)
          report('image/srcset', image, file, `${candidate.url} claims ${candidate.width}w but is ${actual} px wide`);
      }
    }
    const chosen = phoneCandidate(image);
    const file = chosen && fileOf(chosen.url);
    if (!file) continue;
    const bytes = (await stat(path.join(site.dir, file))).size;
    pageBytes += bytes;
    if (bytes > IMAGE_BUDGET.perImage)
      report('budget/image', image, file, `A 390 px phone downloads ${kb(bytes)} for ${chosen.url}; the budget is ${kb(IMAGE_BUDGET.perImage)} per image`);
  }
  if (pageBytes > IMAGE_BUDGET.perPage)
    findings.push(
      finding(
        'budget/image',
        { ...onPage, line: 1, column: 1 },
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
