import type { SourceLocation } from '../../errors/problem.ts';
import { variantStem } from '../../output/variantNames.ts';
import type { ContentTexts } from '../external/contentSources.ts';

/**
 * Where in content/ a published image was written: the line of the Markdown body or front
 * matter that names the image it was made from (`/images/shot.png` for
 * `assets/images/shot.3f9a1c2b.800.avif`), the first in content/'s order. Undefined for an image
 * the templates show, or without content/; a finding then names the built file.
 */
export function imageSources(files: ReadonlySet<string>, content: ContentTexts | undefined): (file: string) => SourceLocation | undefined {
  if (!content) return () => undefined;
  const originals = new Map<string, string>();
  for (const file of files) {
    const stem = /^(?!assets\/)(.+)\.[^./]+$/.exec(file)?.[1];
    if (stem && !originals.has(stem)) originals.set(stem, file);
  }
  const found = new Map<string, SourceLocation | undefined>();
  return (file) => {
    const stem = variantStem(file);
    const source = stem === undefined ? file : originals.get(stem);
    if (source === undefined) return undefined;
    if (!found.has(source)) found.set(source, content.locate(`/${source}`) ?? content.locate(encodeURI(`/${source}`)));
    return found.get(source);
  };
}
