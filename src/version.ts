import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from './projectPaths.ts';

/** The tool's version, part of every build fingerprint: a new `site` rebuilds everything. */
export const version: string = (JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
