import type { ServerIdentity } from './protocol.ts';

export function serverFiles(root: string): { dir: string; socket: string | undefined; record: string };
export function serverAllowed(env: NodeJS.ProcessEnv): boolean;
export function serverCommand(args: readonly string[]): boolean;
export function serverIdentity(packageRoot: string, env?: NodeJS.ProcessEnv): ServerIdentity;
export function identityMismatch(server: ServerIdentity, client: ServerIdentity): string | undefined;
