import type { ServerResponse } from 'node:http';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnostic } from '../diagnostics/formatDiagnostic.ts';

export { LIVE_RELOAD_PATH, LIVE_RELOAD_TAG, PREVIEW_FILES } from './previewOverlay.ts';

export interface LiveReload {
  connect(response: ServerResponse): void;
  /** After a good build: tells every open page to reload, which clears any error overlay. */
  reload(): void;
  /**
   * After a failed build: shows every open page the located errors over it, and marks the
   * preview as failed until the next good build, so it never passes the old pages off as
   * current. A page opened meanwhile is told as it connects.
   */
  failed(errors: readonly Diagnostic[]): void;
  /** The problems of the last build, formatted, while it failed. */
  readonly failure: string | undefined;
  close(): void;
  readonly clients: number;
}

/** The failure as the browser gets it: the formatted text for the console, and each problem for the overlay. */
function failureEvent(errors: readonly Diagnostic[]): string {
  const diagnostics = errors.map(({ file, line, column, rule, message, hint }) => ({ file, line, column, rule, message, ...(hint ? { hint } : {}) }));
  return JSON.stringify({ ok: false, problems: errors.map(formatDiagnostic).join('\n'), diagnostics });
}

export function createLiveReload(): LiveReload {
  const clients = new Set<ServerResponse>();
  let failure: { text: string; event: string } | undefined;
  const message = (event: string, data: string) =>
    `event: ${event}\n${data
      .split('\n')
      .map((line) => `data: ${line}`)
      .join('\n')}\n\n`;
  const send = (event: string, data: string) => {
    for (const client of clients) client.write(message(event, data));
  };
  return {
    connect(response) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      response.write('retry: 500\n\n');
      if (failure) response.write(message('failed', failure.event));
      clients.add(response);
      response.on('close', () => clients.delete(response));
    },
    reload() {
      failure = undefined;
      send('reload', JSON.stringify({ ok: true }));
    },
    failed(errors) {
      failure = { text: errors.map(formatDiagnostic).join('\n'), event: failureEvent(errors) };
      send('failed', failure.event);
    },
    get failure() {
      return failure?.text;
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
