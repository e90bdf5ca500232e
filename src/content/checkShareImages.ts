import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import { SHARE, type ImageSizes } from './imageSizes.ts';
import type { Model } from './model.ts';

/**
 * A page's own share image must be at least SHARE in both directions: it is cropped to that
 * size, never enlarged. An image that is not in public/ is reported by the link check
 * (routes/checkContentLinks.ts), so it is left alone here.
 */
export function checkShareImages(model: Model, images: ImageSizes): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const service of model.services) {
    const image = service.shareImage === undefined ? undefined : images[service.shareImage];
    if (!image || (image.width >= SHARE.width && image.height >= SHARE.height)) continue;
    diagnostics.push(
      problem(
        'image/share-too-small',
        { file: service.origin.file, ...model.locate(service.origin.file, ['shareImage']) },
        {
          message: `\`shareImage\` ${service.shareImage} is ${image.width} × ${image.height} pixels; a share image is at least ${SHARE.width} × ${SHARE.height}`,
          field: 'shareImage',
          found: `${image.width} × ${image.height}`,
        },
      ),
    );
  }
  return diagnostics;
}
