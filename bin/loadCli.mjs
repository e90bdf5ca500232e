// Loads the CLI: its compiled copy (src/compiledCode.mjs), one file run through V8's code cache
// (src/loadBundle.mjs), which loads in a fraction of the ~0.6 s that running ~200 modules from
// the TypeScript sources through tsx takes. If compiling fails, or SITE_FROM_SOURCE=1 is set,
// the sources run through tsx.
import { compiledCli, tsconfig } from '../src/compiledCode.mjs';
import { loadBundle } from '../src/loadBundle.mjs';

export async function loadCli() {
  if (process.env.SITE_FROM_SOURCE !== '1') {
    const compiled = await compiledCli().catch(() => undefined);
    if (compiled) {
      const { exports, saveCodeCache } = loadBundle(compiled, `${compiled}.code-cache`);
      // Saved as loaded, before any command runs: a cache of every function a build after an
      // edit had run made it slower (V8 finalises each function a cache holds as the script
      // starts: 50 ms for 1.4 MB), where one of what loading compiled makes it faster.
      saveCodeCache?.();
      return exports;
    }
  }
  const { register } = await import('tsx/esm/api');
  register({ tsconfig });
  return import('../src/cli/main.ts');
}
