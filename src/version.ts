import { readFileSync } from 'node:fs';

/** The tool's version, part of every build fingerprint: a new `site` rebuilds everything. */
export const version: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
