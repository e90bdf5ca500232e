export function loadCli(): Promise<typeof import('../src/cli/main.ts')>;
export function sourceHash(packageRoot: string): string;
