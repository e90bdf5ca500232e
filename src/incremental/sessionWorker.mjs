// Worker thread that owns one build session. Plain JavaScript so it can register the
// TypeScript loader before anything else; a template change replaces the whole worker,
// which is how new template code is loaded.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

process.env.NODE_ENV ??= 'production';
register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname });
const { createBuildSession } = await import('./buildSession.ts');
const session = createBuildSession(workerData);
parentPort.on('message', async () => {
  try {
    parentPort.postMessage(await session.build());
  } catch (error) {
    parentPort.postMessage({ ok: false, crashed: error instanceof Error ? (error.stack ?? error.message) : String(error), diagnostics: [] });
  }
});
parentPort.postMessage({ ready: true });
