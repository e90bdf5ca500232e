export const RACY_MS: number;
export function memoByStamps<T>(memoFile: string, files: readonly string[], compute: () => T, now?: () => number): T;
