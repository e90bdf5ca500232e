import type { Hash } from 'node:crypto';

export const CODE_ENTRIES: Readonly<Record<string, string>>;
export const CODE_FOLDERS: readonly string[];
export const TOOL_FILES: readonly string[];
export function isCodeFile(name: string): boolean;
export function codeFiles(packageRoot: string): string[];
export function hashToolFiles(hash: Hash, packageRoot: string): Hash;
