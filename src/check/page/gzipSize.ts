import { gzipSync } from 'node:zlib';

/** Bytes a visitor downloads, as the budgets count them: gzip at level 9. */
export function gzipSize(text: string): number {
  return gzipSync(text, { level: 9 }).length;
}
