/** tsconfig.json of the package: the compile options of the copy and of the TypeScript loader. */
export const tsconfig: string;
/** The compiled copy's main file, compiled now if these sources have not been yet; older copies but `keep` are removed. */
export function compiledCli(options?: { keep?: string }): Promise<string>;
/** The compiled copy's name: a hash of the code and the tool files. */
export function sourceHash(packageRoot: string): string;
