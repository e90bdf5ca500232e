export const RACY_MS: number;
/** Where a memo is kept: a file of its own, or text read and written by its owner (src/cache/siteCache.ts, `entryStore`). */
export type MemoStore = string | { read(): string | undefined; write(text: string): void };
/** A value kept, or the promise of one worked out afresh. */
export function memoByStamps<T>(memo: MemoStore, files: readonly string[], compute: () => Promise<T>, now?: () => number): T | Promise<T>;
export function memoByStamps<T>(memo: MemoStore, files: readonly string[], compute: () => T, now?: () => number): T;
/** A value kept by the bytes of its files, or the promise of one worked out afresh. */
export function memoByBytes<T>(memo: MemoStore, files: readonly string[], compute: () => Promise<T>): T | Promise<T>;
export function memoByBytes<T>(memo: MemoStore, files: readonly string[], compute: () => T): T;
