// Loads the CLI: its compiled copy (src/compiledCode.mjs), which loads in a fraction of the
// ~0.6 s that running ~200 modules from the TypeScript sources through tsx takes. If compiling
// fails, or SITE_FROM_SOURCE=1 is set, the sources run through tsx.
import { compiledCli, tsconfig } from '../src/compiledCode.mjs';
import { pathToFileURL } from 'node:url';

export async function loadCli() {
  if (process.env.SITE_FROM_SOURCE !== '1') {
    const compiled = await compiledCli().catch(() => undefined);
    if (compiled) return import(pathToFileURL(compiled).href);
  }
  const { register } = await import('tsx/esm/api');
  register({ tsconfig });
  return import('../src/cli/main.ts');
}
