import { createHash } from 'node:crypto';

/** The content caches' key of a file's bytes. */
export function hashBytes(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

/** The content caches' key of a text. */
export function hashText(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}
