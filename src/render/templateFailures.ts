import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { PageRoute } from '../routes/route.ts';
import { codeFrames, sourceStack } from './codeFrame.ts';

export interface TemplateFailure {
  route: PageRoute;
  error: { message: string; stack?: string };
}

/** Pages a grouped failure names before "and N more". */
const PAGES_NAMED = 3;

/**
 * One diagnostic per place in the code and message (per template and message where the stack
 * names no place), however many pages hit it: a component that throws on every page is one
 * problem, not 300. It points at the template's
 * own file and line (through source maps in the compiled CLI), says where below it the error
 * was thrown when that is elsewhere, and names the first pages it failed for; with no frame in
 * the site's code, it points at the first page's content file. `--verbose` adds the first
 * page's stack.
 */
export function groupTemplateFailures(
  failures: readonly TemplateFailure[],
  code: { root: string; templatesDir: string } | undefined,
  verbose: boolean,
): Diagnostic[] {
  const groups = new Map<string, { failures: TemplateFailure[]; frames: ReturnType<typeof codeFrames> }>();
  for (const failure of failures) {
    const frames = code ? codeFrames(failure.error.stack, code.root, code.templatesDir) : {};
    const where = frames.template ?? frames.thrown;
    // A shared component that throws fails many templates at one place: that is one problem.
    const key = [where ? `${where.file}:${where.line}:${where.column}` : failure.route.template, failure.error.message].join('\0');
    const group = groups.get(key) ?? { failures: [], frames };
    group.failures.push(failure);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ failures: [first, ...others], frames }) => {
    const { route, error } = first!;
    const urls = [route.url, ...others.map((other) => other.route.url)];
    const pages =
      urls.length === 1
        ? route.url
        : `${urls.length} pages (${urls.slice(0, PAGES_NAMED).join(', ')}${urls.length > PAGES_NAMED ? ` and ${urls.length - PAGES_NAMED} more` : ''})`;
    const templates = [...new Set([route.template, ...others.map((other) => other.route.template)])];
    const named =
      templates.length === 1
        ? `Template "${route.template}"`
        : `${templates.length} templates ("${templates.slice(0, PAGES_NAMED).join('", "')}"${templates.length > PAGES_NAMED ? ', …' : ''})`;
    const { template, thrown } = frames;
    const deeper = thrown && template && thrown !== template ? ` (thrown at ${thrown.file}:${thrown.line})` : '';
    const at = template ?? thrown ?? { file: route.source.split(' ')[0]!, line: 1, column: 1 };
    const diagnostic = problem('render/template-error', at, { message: `${named} failed for ${pages}: ${error.message}${deeper}` });
    if (verbose && error.stack) diagnostic.hint = sourceStack(error.stack);
    return diagnostic;
  });
}
