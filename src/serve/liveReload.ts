import type { ServerResponse } from 'node:http';

/** Where the browser listens for rebuilds (server-sent events). Never written into dist/. */
export const LIVE_RELOAD_PATH = '/__site/events';

/**
 * The reload script is served by the preview server as a file of its own, so the page's CSP
 * (`script-src 'self'`) allows it, and it is only ever injected into responses, never dist/.
 */
export const LIVE_RELOAD_SCRIPT = {
  path: '/__site/live-reload.js',
  source: `(() => {
  const events = new EventSource(${JSON.stringify(LIVE_RELOAD_PATH)});
  events.addEventListener('reload', () => location.reload());
  events.addEventListener('build-error', (event) => console.warn('site build failed:\\n' + event.data));
})();
`,
};

export const LIVE_RELOAD_TAG = `<script src="${LIVE_RELOAD_SCRIPT.path}" defer></script>`;

export interface LiveReload {
  connect(response: ServerResponse): void;
  /** Tells every open page to reload. */
  reload(): void;
  /** Tells every open page that the last rebuild failed, with the problems. */
  error(message: string): void;
  close(): void;
  readonly clients: number;
}

export function createLiveReload(): LiveReload {
  const clients = new Set<ServerResponse>();
  const send = (event: string, data: string) => {
    const payload = `event: ${event}\n${data.split('\n').map((line) => `data: ${line}`).join('\n')}\n\n`;
    for (const client of clients) client.write(payload);
  };
  return {
    connect(response) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      response.write('retry: 500\n\n');
      clients.add(response);
      response.on('close', () => clients.delete(response));
    },
    reload: () => send('reload', String(Date.now())),
    error: (message) => send('build-error', message),
    close() {
      for (const client of clients) client.end();
      clients.clear();
    },
    get clients() {
      return clients.size;
    },
  };
}
