import type { HtmlValidate } from 'html-validate';
import { analysePage } from '../page/analysePage.ts';
import { validatePages } from '../rules/validatePages.mjs';
import type { PageResult, PageTask } from './checkWorkers.ts';

/** Each page's facts and html-validate messages: what a check worker does with a batch, and the check's own thread with a few pages. */
export async function analyseBatch(validator: HtmlValidate, tasks: readonly PageTask[]): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const { page, html, validateOnly } of tasks) {
    const messages = (await validatePages(validator, [{ file: page, html }])).map(({ file: _, ...message }) => message);
    results.push(validateOnly ? { page, messages } : { page, facts: analysePage(html), messages });
  }
  return results;
}
