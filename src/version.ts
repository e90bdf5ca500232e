import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from './projectPaths.ts';

/** The tool's version, for `site --version` and the check cache's key (builds hash package.json itself: src/codeInputs.mjs). */
export const version: string = (JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
