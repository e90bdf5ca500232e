import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import path from 'node:path';
import { collections, type CollectionDefinition, type CollectionName } from './collections.ts';
import { checkReferences } from './checkReferences.ts';
import { checkDates } from './checkDates.ts';
import { deepFreeze } from './deepFreeze.ts';
import { loadContent } from './loadContent.ts';
import type { ListedFile } from './folderListing.ts';
import type { ContentCache } from './contentCache.ts';
import { hashText } from './hash.ts';
import type { HeroImage, Location, MarkdownBody, Model } from './model.ts';
import { renderMarkdownBodies } from './renderMarkdownBodies.ts';
import { bodyImagesKey, type ImageSizes } from './imageSizes.ts';
import { resolveClaims } from './resolveClaims.ts';
import { checkCountySlugs, countySlug } from './countySlug.ts';
import { findIncomplete } from './findIncomplete.ts';
import { findStarterText } from './findStarterText.ts';
import { checkCountyLists, checkPlaces, isKentTown } from './places.ts';
import { checkPricing } from './checkPricing.ts';
import { checkShareImages } from './checkShareImages.ts';
import { slug as slugSchema } from './schemas/common.ts';
import { slugOfFile, validateRecords, type ValidRecord } from './validateRecords.ts';
import { appendAll } from '../appendAll.ts';
import { checkFeatureWords } from './checkFeatureWords.ts';

export interface ModelResult {
  /** Undefined when any content error was found. */
  model: Model | undefined;
  diagnostics: Diagnostic[];
  /** Markdown bodies: how many there are, how many came from the cache unrendered, and the threads that rendered the rest. */
  bodies?: { total: number; cached: number; threads: number };
}

/** content/ → load → validate → references → frozen model. Collects every problem before giving up. */
export async function buildModel(
  contentDir: string,
  projectRoot: string,
  cache?: ContentCache,
  images: ImageSizes = {},
  options: { workers?: number; listed?: readonly ListedFile[] | undefined } = {},
): Promise<ModelResult> {
  const loaded = await loadContent(contentDir, projectRoot, cache, options.listed);
  const diagnostics = [...loaded.diagnostics];

  const records = new Map<CollectionName, ValidRecord[]>();
  for (const [name, collection] of loaded.collections) {
    const result = validateRecords(collection);
    appendAll(diagnostics, result.diagnostics);
    if (collection.definition.shape === 'records') {
      appendAll(diagnostics, checkSlugs(result.records));
      if (name === 'locations') appendAll(diagnostics, checkCountySlugs(result.records));
      appendAll(diagnostics, checkRequired(collection.definition, collection.paths.map(slugOfFile), contentDir, projectRoot));
    }
    records.set(name, result.records);
  }
  const knownSlugs = new Map([...loaded.collections].map(([name, collection]) => [name, collection.paths.map(slugOfFile)]));
  appendAll(diagnostics, checkReferences(collections, records, knownSlugs));
  appendAll(diagnostics, checkPlaces(records.get('locations') ?? []));
  appendAll(diagnostics, checkCountyLists(records.get('figures')?.[0], records.get('locations') ?? []));
  appendAll(
    diagnostics,
    checkFeatureWords(
      records.get('site')?.[0],
      records.get('ui')?.[0],
      knownSlugs.get('pages') ?? [],
      collectionFolder(
        collections.find((c) => c.name === 'pages')!,
        contentDir,
        projectRoot,
      ),
    ),
  );
  appendAll(diagnostics, checkDates(records.get('services') ?? []));
  appendAll(diagnostics, fillClaims(records));

  const bodies = new Map<ValidRecord, MarkdownBody>();
  const usedBodies = new Set<string>();
  const allRecords = [...records.values()].flat();
  // A body's markup holds the sizes and file names of its images, so a changed image renders
  // again the bodies that show it, and the claims its prose names, so a changed claim renders
  // again the bodies that name it.
  const claims = siteClaims(records);
  const keyOf = (record: ValidRecord) =>
    `${record.file}\0${record.bodyLine}\0${hashText(record.body)}\0${bodyImagesKey(record.body, images)}\0${bodyClaimsKey(record.body, claims)}`;
  // Each worked out once: on a large site, hashing every body is a cost of its own.
  const keys = allRecords.map(keyOf);
  const toParse = allRecords.filter((_, i) => !cache?.markdown.has(keys[i]!));
  const { bodies: renderedBodies, threads } = await renderMarkdownBodies(
    toParse.map(({ body, file, bodyLine }) => ({ body, file, bodyLine })),
    { images, ...(claims ? { claims } : {}), ...options },
  );
  const fresh = new Map(toParse.map((record, i) => [record, renderedBodies[i]!]));
  for (const [i, record] of allRecords.entries()) {
    const key = keys[i]!;
    const rendered = fresh.get(record) ?? cache!.markdown.get(key)!;
    cache?.markdown.set(key, rendered);
    usedBodies.add(key);
    bodies.set(record, rendered.body);
    appendAll(diagnostics, rendered.diagnostics);
  }
  // Keep only the bodies of this build, so a long watch session does not grow without end.
  for (const key of cache?.markdown.keys() ?? []) if (!usedBodies.has(key)) cache!.markdown.delete(key);

  const counts = { total: allRecords.length, cached: allRecords.length - toParse.length, threads };
  if (diagnostics.some((d) => d.severity === 'error')) return { model: undefined, diagnostics, bodies: counts };
  const sources = new Map([...records.values()].flat().map((record) => [record.file, record.source]));
  const locate = (file: string, fieldPath: readonly PropertyKey[]) => sources.get(file)?.locate(fieldPath) ?? { line: 1, column: 1 };
  const model = assembleModel(records, bodies, locate, images);
  const pricingProblems = checkPricing(model);
  if (pricingProblems.length > 0) return { model: undefined, diagnostics: [...diagnostics, ...pricingProblems], bodies: counts };
  const shareProblems = checkShareImages(model, images);
  if (shareProblems.length > 0) return { model: undefined, diagnostics: [...diagnostics, ...shareProblems], bodies: counts };
  return { model, diagnostics: [...diagnostics, ...findIncomplete(model), ...findStarterText(model)], bodies: counts };
}

/** The claims of site.yaml, which copy names as `{token}`; none when site.yaml is not valid (its own errors say why). */
function siteClaims(records: Map<CollectionName, ValidRecord[]>): Record<string, string> | undefined {
  return records.get('site')?.[0]?.data['claims'] as Record<string, string> | undefined;
}

/**
 * The values of the claims a body could name: every `{name}` in its text that is a claim, in code
 * or not (so the key covers more than the prose, never less).
 */
function bodyClaimsKey(body: string, claims: Readonly<Record<string, string>> | undefined): string {
  if (!claims) return 'no claims';
  if (!body.includes('{')) return '';
  const named = new Set([...body.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((match) => match[1]!).filter((name) => name in claims));
  return JSON.stringify([...named].sort().map((name) => [name, claims[name]]));
}

/** Front-matter copy may name a claim of site.yaml as `{token}`; each is replaced by its value (the body's, as it renders). */
function fillClaims(records: Map<CollectionName, ValidRecord[]>): Diagnostic[] {
  const claims = records.get('site')?.[0]?.data['claims'] as Record<string, string> | undefined;
  if (!claims) return [];
  const diagnostics: Diagnostic[] = [];
  for (const name of ['locations', 'services', 'faqs', 'pages', 'ui'] as const) {
    records.set(
      name,
      (records.get(name) ?? []).map((record) => {
        const resolved = resolveClaims(record, claims);
        appendAll(diagnostics, resolved.diagnostics);
        // Written out rather than spread: one for each of thousands of records, on every rebuild.
        return { slug: record.slug, file: record.file, data: resolved.data, body: record.body, bodyLine: record.bodyLine, source: record.source };
      }),
    );
  }
  return diagnostics;
}

/** Records a template cannot do without, such as the home page's copy. */
function checkRequired(definition: CollectionDefinition, present: readonly string[], contentDir: string, projectRoot: string): Diagnostic[] {
  const folder = collectionFolder(definition, contentDir, projectRoot);
  return (definition.required ?? [])
    .filter((slug) => !present.includes(slug))
    .map((slug) => {
      const file = `${folder}/${slug}${path.extname(definition.pattern)}`;
      return problem('content/missing-file', { file, line: 1, column: 1 }, { message: `Missing ${file}` });
    });
}

/** The folder a collection's records are in, as diagnostics name it: `content/pages`. */
function collectionFolder(definition: CollectionDefinition, contentDir: string, projectRoot: string): string {
  return path
    .relative(projectRoot, path.join(contentDir, path.dirname(definition.pattern)))
    .split(path.sep)
    .join('/');
}

/** File names become URLs, so they must be valid slugs and unique within a collection. */
function checkSlugs(records: readonly ValidRecord[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, ValidRecord>();
  for (const record of records) {
    if (!slugSchema.safeParse(record.slug).success) {
      diagnostics.push(
        problem(
          'content/invalid-value',
          { file: record.file, line: 1, column: 1 },
          {
            message: `File name "${record.slug}" is not a valid slug`,
            field: '(file name)',
            expected: 'lowercase letters, digits and single hyphens, e.g. royal-tunbridge-wells.md',
            found: record.slug,
            hint: `Rename the file to ${record.slug
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, '')}${record.file.slice(record.file.lastIndexOf('.'))}.`,
          },
        ),
      );
    }
    const key = record.slug.toLowerCase();
    const first = seen.get(key);
    if (first) {
      diagnostics.push(
        problem(
          'content/duplicate-slug',
          { file: record.file, line: 1, column: 1 },
          {
            message: `Slug "${key}" is already used by ${first.file}`,
            found: record.slug,
          },
        ),
      );
    } else seen.set(key, record);
  }
  return diagnostics;
}

function assembleModel(
  records: ReadonlyMap<CollectionName, ValidRecord[]>,
  bodies: ReadonlyMap<ValidRecord, MarkdownBody>,
  locate: Model['locate'],
  images: ImageSizes,
): Model {
  const all = (name: CollectionName) => records.get(name) ?? [];
  const single = (name: CollectionName) => all(name)[0]!;
  const withOrigin = (record: ValidRecord) => ({
    ...record.data,
    slug: record.slug,
    origin: { file: record.file, line: 1 },
    body: bodies.get(record)!,
  });
  const bySlug = (name: CollectionName) => Object.fromEntries(all(name).map((r) => [r.slug, withOrigin(r)]));
  const plans = (name: CollectionName) => single(name).data['plans'];
  const locations = all('locations').map(
    (record) => ({ ...withOrigin(record), countySlug: countySlug(record.data['county'] as string) }) as unknown as Location,
  );

  return deepFreeze({
    site: single('site').data,
    siteOrigin: { file: single('site').file, line: 1 },
    figures: single('figures').data,
    figuresOrigin: { file: single('figures').file, line: 1 },
    ui: single('ui').data,
    locations,
    // Not a collection of its own: the Kent places, the same records (one record per place).
    kentTowns: locations.filter(isKentTown),
    services: all('services').map((record) => {
      const share = images[record.data['shareImage'] as string]?.share;
      const heroImage = heroOf(record.data['heroImage'] as { src: string; alt: string } | undefined, images);
      return { ...withOrigin(record), ...(share ? { share } : {}), ...(heroImage ? { heroImage } : {}) };
    }),
    enhancePlans: plans('enhancePlans'),
    cpanelSharedPlans: plans('cpanelSharedPlans'),
    cpanelResellerPlans: plans('cpanelResellerPlans'),
    whmcsPlans: plans('whmcsPlans'),
    vpsPlans: plans('vpsPlans'),
    priceTiers: bySlug('priceTiers'),
    addons: single('addons').data['addons'],
    colocationOptions: single('colocation').data['options'],
    industries: single('industries').data['industries'],
    faqs: bySlug('faqs'),
    pages: bySlug('pages'),
    redirects: single('redirects').data['redirects'],
    redirectsOrigin: { file: single('redirects').file, line: 1 },
    locate,
  }) as unknown as Model;
}

/**
 * A hero image as its template shows it: the field as written, with the image's size and
 * responsive versions, so a replaced image changes the field (the build cache renders its page
 * again) and a page reading the field is dated by its edits (src/lastmod/).
 */
function heroOf(field: { src: string; alt: string } | undefined, images: ImageSizes): HeroImage | undefined {
  const image = field && images[field.src];
  return field && { ...field, ...(image ? { image } : {}) };
}
