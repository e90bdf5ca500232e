// Starts a render worker from the TypeScript sources (tests, SITE_FROM_SOURCE=1); the compiled
// CLI starts its own compiled copy, render-worker.js, instead.
import { register } from 'tsx/esm/api';

process.env.NODE_ENV ??= 'production';
register({ tsconfig: new URL('../../../tsconfig.json', import.meta.url).pathname });
await import('./renderWorker.ts');
