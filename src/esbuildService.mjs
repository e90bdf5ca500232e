// esbuild's JavaScript API runs its builds in a child process, its service, started by the first
// build and left running for the next. Left running when `site` exits, the service is ended by
// the closed pipe a moment later, unwaited: a command would leave a process behind it. Each use
// of esbuild's `build` goes through `withEsbuild`, which stops the service, and waits for it to
// exit, once no build is in flight; a later build starts it again. Plain JavaScript, like
// compiledCode.mjs, which bin/ loads before any TypeScript can load.
let inFlight = 0;

/** `use(esbuild)`, with the service stopped once this and every other use in flight are done. */
export async function withEsbuild(use) {
  const esbuild = await import('esbuild');
  inFlight++;
  try {
    return await use(esbuild);
  } finally {
    if (--inFlight === 0) await esbuild.stop();
  }
}
