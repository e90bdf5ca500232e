// Starts a check worker from the TypeScript sources (tests, SITE_FROM_SOURCE=1); the compiled
// CLI starts its own compiled copy, check-worker.js, instead.
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../../../tsconfig.json', import.meta.url).pathname });
await import('./checkWorker.ts');
