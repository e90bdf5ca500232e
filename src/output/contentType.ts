import mime from 'mime';

/** Types that are text in UTF-8, so the response says which charset to decode them with. */
const textual = /^(?:text\/|application\/(?:json|xml|atom\+xml|manifest\+json|ld\+json|javascript)$)/;

/**
 * The Content-Type a file is served with, from the file name: one table (the `mime` package,
 * which follows the IANA registry and knows .webmanifest, .woff2 and .avif) for the preview,
 * the nginx configuration and the tests, with `; charset=utf-8` on text.
 */
export function contentTypeFor(file: string): string {
  const type = mimeTypeFor(file);
  return isTextual(type) ? `${type}; charset=utf-8` : type;
}

/** The media type alone; unknown extensions are opaque bytes. */
export function mimeTypeFor(file: string): string {
  return mime.getType(file) ?? 'application/octet-stream';
}

export function isTextual(type: string): boolean {
  return textual.test(type);
}
