import { escapeMarkup } from '../output/escapeMarkup.ts';
import { LIVE_RELOAD_TAG } from './previewOverlay.ts';

/**
 * What the preview answers for a page while the last rebuild failed: the located problems,
 * for any client (curl, a browser without the overlay script, a screen reader), instead of
 * the last good page passed off as current. It carries the live-reload script, so an open tab
 * shows the overlay too and reloads into the page once an edit fixes the content. The preview's
 * alone: it is made per request and never written to dist/. Unstyled: the site's policy (CSP)
 * allows no inline style, and the browser's own is readable.
 */
export function failurePage(problems: string, page: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>The last rebuild failed</title>',
    '</head><body><main>',
    '<h1>The last rebuild failed</h1>',
    `<p>${escapeMarkup(page)} is not shown until the content builds again. Fix what is listed below and save: this page reloads by itself.</p>`,
    `<pre>${escapeMarkup(problems)}</pre>`,
    `</main>${LIVE_RELOAD_TAG}</body></html>`,
    '',
  ].join('\n');
}
