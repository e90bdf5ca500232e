/**
 * Where an image's files are written: under assets/, which the build alone writes (public/
 * may not: emit/publicClashes.ts) and every host serves with a year's immutable caching
 * (docs/output-contract.md#images), at the image's own path with the first 8 hex digits of its
 * key, then its width (or `share`) and format: `images/shot.png` → `assets/images/shot.3f9a1c2b.800.avif`.
 */
export function variantName(file: string, key: string, label: number | 'share', extension: string): string {
  return `assets/${file.replace(/\.[^./]+$/, '')}.${key.slice(0, 8)}.${label}.${extension}`;
}

const VARIANT = /^assets\/(.+)\.[0-9a-f]{8}\.(?:\d+|share)\.(?:avif|webp|jpg|png)$/;

/** The path of the image a file was made from, without its extension; undefined for a file that is not a variant. */
export function variantStem(file: string): string | undefined {
  return VARIANT.exec(file)?.[1];
}
