import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PersistentCache } from '../cache/persistentCache.ts';
import { buildModel } from '../content/buildModel.ts';
import { readImageSizes, type ImageSizes } from '../content/imageSizes.ts';
import type { Model } from '../content/model.ts';
import { draftRecords, withoutDrafts } from '../content/withoutDrafts.ts';
import { withoutAnalytics } from '../content/withoutAnalytics.ts';
import { publicFiles } from '../emit/publicFiles.ts';
import { planImages, type ImagePlan } from '../images/planImages.ts';
import { RASTER } from '../images/imageSettings.ts';
import type { BuildRun } from './buildRun.ts';
import type { FileStamps } from '../emit/fileStamps.ts';
import type { FolderListings } from '../content/folderListing.ts';

/** The content as the rest of the build sees it. */
export interface SiteContent {
  /** Every record, drafts included: what the content says of itself is worked out on this. */
  wholeModel: Model;
  /** What is published: without drafts, unless the build shows them (`site serve --watch`). */
  model: Model;
  /** The content's own problems (warnings: the build stopped on errors). */
  problems: Diagnostic[];
  /** Markdown bodies rendered, and how many the cache held. */
  bodies: Awaited<ReturnType<typeof buildModel>>['bodies'];
  /** The files of public/ that are published. */
  published: string[];
  /** Every image of public/ a page may show: its size and responsive versions (src/images/). */
  imageSizes: ImageSizes;
  /** The raster images of public/ and the files each becomes (src/images/). */
  images: ImagePlan;
}

/**
 * Reads content/ and public/ into the model, through the build cache when there is one.
 * Public files are listed once: links are checked against, and copied from, the same safe
 * list. Images whose stamp has not changed are not read again (`stamps`, emit/fileStamps.ts).
 * Both folders are taken from the fingerprint's `listings` when it made them: one walk a build.
 * Undefined when the content has errors (they are reported).
 */
export async function readContent(
  run: BuildRun,
  cache: PersistentCache | undefined,
  { stamps, smallStamps, listings }: { stamps?: FileStamps; smallStamps?: FileStamps; listings?: FolderListings } = {},
): Promise<SiteContent | undefined> {
  const { paths, options } = run;
  const { files: published, diagnostics: publicProblems } = publicFiles(paths.publicDir, paths.root, listings?.get(paths.publicDir));
  const imagePlan = await planImages(paths.publicDir, published, paths.root, stamps);
  stamps?.save();
  const images = {
    ...readImageSizes(
      paths.publicDir,
      published.filter((file) => !RASTER.test(file)),
    ),
    ...imagePlan.images,
  };
  const contentCache = cache?.contentCache ?? options.kept?.contentCache;
  // Only the content files whose stamps changed since the fingerprint's are read.
  if (contentCache && smallStamps) contentCache.stamps = smallStamps;
  const {
    model: wholeModel,
    diagnostics,
    bodies,
  } = await buildModel(paths.contentDir, paths.root, contentCache, images, {
    ...(options.threads !== undefined ? { workers: options.threads - 1 } : {}),
    listed: listings?.get(paths.contentDir),
  });
  smallStamps?.save();
  // Read once, here: the build's plan, which holds them, lives as long as the build (a watch session keeps its own).
  listings?.clear();
  run.report([...publicProblems, ...imagePlan.diagnostics, ...diagnostics]);
  if (!wholeModel || run.failed()) return undefined;
  run.result.drafts = options.drafts ? [] : draftRecords(wholeModel).map((record) => record.origin.file);
  // The preview counts no visits: a writer's own views are not visitors', and drafts are never published.
  const model = options.drafts ? withoutAnalytics(wholeModel) : withoutDrafts(wholeModel);
  return { wholeModel, model, problems: diagnostics, bodies, published, images: imagePlan, imageSizes: images };
}
