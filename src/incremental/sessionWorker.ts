// Worker thread that owns one build session. It always loads the code as it is when it starts
// (watchBuilder.ts): a template change replaces the whole worker, which is how new template
// code is loaded.
import { parentPort, workerData } from 'node:worker_threads';
import { createBuildSession } from './buildSession.ts';

const port = parentPort!;
const session = createBuildSession(workerData as Parameters<typeof createBuildSession>[0]);
port.on('message', ({ changed }: { changed?: readonly string[] }) => {
  session
    .build(changed)
    .then((result) => {
      port.postMessage(result);
    })
    .catch((error: unknown) =>
      port.postMessage({ ok: false, crashed: error instanceof Error ? (error.stack ?? error.message) : String(error), diagnostics: [] }),
    );
});
port.postMessage({ ready: true });
