// Worker thread that owns one build session. It always loads the code as it is when it starts
// (watchBuilder.ts): a template change replaces the whole worker, which is how new template
// code is loaded.
import { parentPort, workerData } from 'node:worker_threads';
import { createBuildSession } from './buildSession.ts';

const port = parentPort!;
const session = createBuildSession(workerData as Parameters<typeof createBuildSession>[0]);
const crashed = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
port.on('message', (message: { type: 'build'; changed?: readonly string[]; indexNow?: boolean }) => {
  session
    .build(message.changed, message.indexNow)
    .then((result) => port.postMessage({ type: 'built', ...result }))
    .catch((error: unknown) => port.postMessage({ type: 'built', ok: false, crashed: crashed(error), diagnostics: [] }));
});
port.postMessage({ ready: true });
