// Starts a Markdown worker from the TypeScript sources (tests, SITE_FROM_SOURCE=1); the compiled
// CLI starts its own compiled copy, markdown-worker.js, instead.
import { register } from 'tsx/esm/api';

process.env.NODE_ENV ??= 'production';
register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname });
await import('./markdownWorker.ts');
