export const RACY_MS: number;
/** A value kept, or the promise of one worked out afresh. */
export function memoByStamps<T>(memoFile: string, files: readonly string[], compute: () => Promise<T>, now?: () => number): T | Promise<T>;
export function memoByStamps<T>(memoFile: string, files: readonly string[], compute: () => T, now?: () => number): T;
