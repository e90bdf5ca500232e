import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { collections } from '../content/collections.ts';
import { MAX_SLUG_LENGTH, slug as slugSchema } from '../content/schemas/common.ts';
import { slugOfFile } from '../content/validateRecords.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import { projectPaths, type ProjectOptions } from '../projectPaths.ts';
import { fixedPages } from '../routes/fixedRoutes.ts';
import { STARTER_KINDS, type StarterKind } from './starterKinds.ts';
import { starterRecord } from './starterRecord.ts';

export interface NewRecordResult {
  ok: boolean;
  /** The file written (or that would have been), relative to the project root. */
  file: string;
  diagnostics: Diagnostic[];
}

/**
 * `site new <kind> <slug>`: writes the starter record of a kind at the file its slug names,
 * refusing, with the usual located error, a slug that is not one (it becomes the address), a
 * slug the collection already has (in any subfolder) and a service slug a fixed page owns.
 * Never overwrites a file.
 */
export async function newRecord(kind: StarterKind, slug: string, options: ProjectOptions = {}): Promise<NewRecordResult> {
  const paths = projectPaths(options);
  const definition = STARTER_KINDS[kind];
  const relative = (absolute: string) => path.relative(paths.root, absolute).split(path.sep).join('/');
  const target = path.join(paths.contentDir, definition.folder, `${slug}${definition.extension}`);
  const file = relative(target);
  const fail = (diagnostic: Diagnostic): NewRecordResult => ({ ok: false, file, diagnostics: [diagnostic] });

  // Before anything touches the disk: a name this long is refused by the file system itself.
  if (slug.length > MAX_SLUG_LENGTH) {
    const shorter = slug.slice(0, MAX_SLUG_LENGTH).replace(/-[^-]*$/, '');
    const at = { file: relative(path.join(paths.contentDir, definition.folder)), line: 1, column: 1 };
    return {
      ...fail(
        problem('content/invalid-value', at, {
          message: `The slug is ${slug.length} characters long; a slug may have at most ${MAX_SLUG_LENGTH}: it becomes the file name and the page address`,
          field: '(slug)',
          expected: `at most ${MAX_SLUG_LENGTH} characters, e.g. royal-tunbridge-wells`,
          found: `${slug.slice(0, 40)}…`,
          ...(slugSchema.safeParse(shorter).success ? { hint: `Shorten it, e.g. \`site new ${kind} ${shorter}\`.` } : {}),
        }),
      ),
      file: at.file,
    };
  }

  if (!slugSchema.safeParse(slug).success) {
    const suggested = slug
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return fail(
      problem(
        'content/invalid-value',
        { file, line: 1, column: 1 },
        {
          message: `"${slug}" is not a valid slug: it becomes the file name and the page address`,
          field: '(slug)',
          expected: 'lowercase letters, digits and single hyphens, e.g. royal-tunbridge-wells',
          found: slug,
          ...(suggested ? { hint: `Try \`site new ${kind} ${suggested}\`.` } : {}),
        },
      ),
    );
  }
  const collection = collections.find((c) => c.name === definition.collection)!;
  const existing = (await fg(collection.pattern, { cwd: paths.contentDir })).find((found) => slugOfFile(found) === slug);
  if (existing) {
    return fail(
      problem(
        'content/duplicate-slug',
        { file: relative(path.join(paths.contentDir, existing)), line: 1, column: 1 },
        {
          message: `Slug "${slug}" is already used by ${relative(path.join(paths.contentDir, existing))}`,
          found: slug,
          hint: 'Choose another slug, or edit the existing file.',
        },
      ),
    );
  }
  if (definition.collection === 'services' && fixedPages.some((page) => page.url === `/${slug}`)) {
    return fail(
      problem(
        'routes/duplicate-url',
        { file, line: 1, column: 1 },
        {
          message: `/${slug} is a fixed page of the site, so a ${definition.label} cannot have that slug`,
          found: slug,
          hint: 'Choose another slug; the fixed page takes its words from content/pages/.',
        },
      ),
    );
  }
  await mkdir(path.dirname(target), { recursive: true });
  // `wx`: a file that appeared since the look-up above is never overwritten.
  await writeFile(target, starterRecord(kind), { flag: 'wx' });
  return { ok: true, file, diagnostics: [] };
}
