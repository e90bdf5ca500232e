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
  events.addEventListener('reload', (event) => {
    const build = JSON.parse(event.data);
    if (!build.ok) console.error('site build failed; this is the last good build:\\n' + build.problems);
    location.reload();
  });
})();
`,
};

export const LIVE_RELOAD_TAG = `<script src="${LIVE_RELOAD_SCRIPT.path}" defer></script>`;

export interface LiveReload {
  connect(response: ServerResponse): void;
  /** After a good build: tells every open page to reload. */
  reload(): void;
  /**
   * After a failed build: tells every open page to reload, with the problems, and marks the
   * preview as failed until the next good build, so it never passes the old pages off as current.
   */
  failed(problems: string): void;
  /** The problems of the last build, while it failed. */
  readonly failure: string | undefined;
  close(): void;
  readonly clients: number;
}

export function createLiveReload(): LiveReload {
  const clients = new Set<ServerResponse>();
  let failure: string | undefined;
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
    reload() {
      failure = undefined;
      send('reload', JSON.stringify({ ok: true }));
    },
    failed(problems) {
      failure = problems;
      send('reload', JSON.stringify({ ok: false, problems }));
    },
    get failure() {
      return failure;
    },
    close() {
      for (const client of clients) client.end();
      clients.clear();
    },
    get clients() {
      return clients.size;
    },
  };
}
