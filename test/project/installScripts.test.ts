import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/projectPaths.ts';

const json = (file: string) => JSON.parse(readFileSync(path.join(packageRoot, file), 'utf8')) as Record<string, unknown>;

// npm 11 warns on every `npm ci` about install scripts its policy does not cover. Each
// dependency that has one is allowed or denied in package.json, so a new one is a decision.
describe('install scripts', () => {
  it('are decided in package.json for every installed package that has one', () => {
    const lock = json('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.replace(/^.*node_modules\//, ''));
    expect(withScripts.length).toBeGreaterThan(0);
    const decided = (json('package.json')['allowScripts'] ?? {}) as Record<string, boolean>;
    expect(withScripts.filter((name) => !(name in decided))).toEqual([]);
  });
});
