// Loads the CLI: the project's own code compiled to ES modules (src/compiledCode.mjs), which Node
// loads in a fraction of the time that running the TypeScript sources through tsx takes. If
// compiling fails, or SITE_FROM_SOURCE=1 is set, the sources run through tsx.
import { pathToFileURL } from 'node:url';
import { compiledCli, tsconfig } from '../src/compiledCode.mjs';

export async function loadCli() {
  if (process.env.SITE_FROM_SOURCE !== '1') {
    const compiled = await compiledCli().catch(() => undefined);
    if (compiled) return import(pathToFileURL(compiled).href);
  }
  const { register } = await import('tsx/esm/api');
  register({ tsconfig });
  return import('../src/cli/main.ts');
}
