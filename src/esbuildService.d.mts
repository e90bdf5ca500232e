/** `use(esbuild)`, with esbuild's service stopped once this and every other use in flight are done. */
export function withEsbuild<T>(use: (esbuild: typeof import('esbuild')) => Promise<T>): Promise<T>;
