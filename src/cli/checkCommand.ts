import { check } from '../check.ts';
import type { CliIo } from './io.ts';
import { plural, printDiagnostics } from './printDiagnostics.ts';

/** `site check`: 0 clean, 1 findings (warnings count with --strict), 2 nothing to check. */
export async function checkCommand(options: { dir: string; json: boolean; strict: boolean }, io: CliIo): Promise<number> {
  let result;
  try {
    result = await check({ root: io.cwd, dir: options.dir, strict: options.strict });
  } catch (error) {
    if (error instanceof Error && error.name === 'SiteError') {
      io.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
  if (options.json) {
    io.stdout.write(`${JSON.stringify({ ok: result.ok, pages: result.pages, errors: result.errors, warnings: result.warnings, findings: result.findings }, null, 2)}\n`);
  } else {
    printDiagnostics(result.findings, (text) => io.stdout.write(text));
    io.stdout.write(`Checked ${plural(result.pages, 'page')}: ${result.ok ? 'no problems' : 'problems found'}${result.findings.length === 0 ? '' : ` (${plural(result.errors, 'error')}, ${plural(result.warnings, 'warning')})`}\n`);
  }
  return result.ok ? 0 : 1;
}
