import { newRecord } from '../new/newRecord.ts';
import { isStarterKind, STARTER_KINDS } from '../new/starterKinds.ts';
import type { CliIo } from './io.ts';
import { printDiagnostics } from './printDiagnostics.ts';

/** `site new <kind> <slug>`: 0 written, 1 refused (a located error), 2 unknown kind. */
export async function newCommand(kind: string, slug: string, options: { content: string }, io: CliIo): Promise<number> {
  if (!isStarterKind(kind)) {
    io.stderr.write(`Unknown kind "${kind}": use ${Object.keys(STARTER_KINDS).join(', ')}.\n`);
    return 2;
  }
  const result = await newRecord(kind, slug, { root: io.cwd, contentDir: options.content });
  if (!result.ok) {
    printDiagnostics(result.diagnostics, (text) => io.stderr.write(text));
    return 1;
  }
  const draft = STARTER_KINDS[kind].extension === '.md';
  io.stdout.write(
    `Wrote ${result.file}, a new ${STARTER_KINDS[kind].label}.\n` +
      `Replace every value that starts with "TODO:"${draft ? ', preview it with `site serve --watch`, and delete `draft: true` to publish it' : ''}.\n`,
  );
  return 0;
}
