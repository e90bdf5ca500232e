// Starts a worker thread from its TypeScript source (tests, SITE_FROM_SOURCE=1, the watch
// session): registers the TypeScript loader, then runs the module the pool named. The compiled
// CLI starts its own compiled copy of each worker instead (workerPool.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

process.env.NODE_ENV ??= 'production';
register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname });
await import(workerData.source);
