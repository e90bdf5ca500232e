/**
 * What the preview adds to the pages it serves with --watch, and never writes into dist/:
 * the script that listens for rebuilds (server-sent events) and, while the last edit fails
 * to build, lays the located errors over the page, and the overlay's stylesheet. Both are
 * files of their own, so the pages' CSP (`script-src 'self'`, `style-src 'self'`) allows them.
 * The overlay is built with DOM calls and text nodes: a message is never parsed as HTML.
 */
export const LIVE_RELOAD_PATH = '/__site/events';
const OVERLAY_CSS_PATH = '/__site/overlay.css';
export const OVERLAY_ID = 'site-build-overlay';

const script = `(() => {
  const events = new EventSource(${JSON.stringify(LIVE_RELOAD_PATH)});
  events.addEventListener('reload', () => location.reload());
  events.addEventListener('failed', (event) => show(JSON.parse(event.data)));

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function show(failure) {
    console.error('site build failed; this is the last good build:\\n' + failure.problems);
    if (!document.querySelector('link[href=${JSON.stringify(OVERLAY_CSS_PATH)}]')) {
      const style = element('link');
      style.rel = 'stylesheet';
      style.href = ${JSON.stringify(OVERLAY_CSS_PATH)};
      document.head.append(style);
    }
    document.getElementById(${JSON.stringify(OVERLAY_ID)})?.remove();
    const overlay = element('section', 'site-overlay');
    overlay.id = ${JSON.stringify(OVERLAY_ID)};
    overlay.setAttribute('role', 'alert');
    overlay.append(element('h2', 'site-overlay-title', 'The last edit did not build'));
    overlay.append(element('p', 'site-overlay-note', 'This page is the last good build. Fix the problem below and save: the page reloads by itself.'));
    const list = element('ol', 'site-overlay-list');
    for (const problem of failure.diagnostics) {
      const item = element('li', 'site-overlay-problem');
      item.append(element('code', 'site-overlay-where', problem.file + ':' + problem.line + ':' + problem.column));
      item.append(element('p', 'site-overlay-message', problem.message + ' [' + problem.rule + ']'));
      if (problem.hint) item.append(element('p', 'site-overlay-hint', problem.hint));
      list.append(item);
    }
    overlay.append(list);
    document.body.append(overlay);
  }
})();
`;

const css = `.site-overlay { position: fixed; inset: 1rem; z-index: 2147483647; overflow: auto; padding: 1.5rem;
  background: #fff; color: #111; border: 4px solid #b91c1c; border-radius: 0.5rem; box-shadow: 0 10px 40px rgb(0 0 0 / 40%);
  font: 16px/1.5 system-ui, sans-serif; }
.site-overlay-title { margin: 0 0 0.5rem; color: #b91c1c; font-size: 1.25rem; }
.site-overlay-list { margin: 1rem 0 0; padding-left: 1.5rem; }
.site-overlay-problem { margin-bottom: 1rem; }
.site-overlay-where { font: 0.9em ui-monospace, monospace; font-weight: bold; }
.site-overlay-message, .site-overlay-hint { margin: 0.25rem 0 0; }
.site-overlay-hint { color: #374151; }
`;

/** Files the preview serves beside dist/, by path. */
export const PREVIEW_FILES: Readonly<Record<string, { type: string; source: string }>> = {
  '/__site/live-reload.js': { type: 'text/javascript; charset=utf-8', source: script },
  [OVERLAY_CSS_PATH]: { type: 'text/css; charset=utf-8', source: css },
};

export const LIVE_RELOAD_TAG = '<script src="/__site/live-reload.js" defer></script>';
