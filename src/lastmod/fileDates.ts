import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fieldHashes, type FieldHashes } from '../cache/fieldHashes.ts';
import { pickedPrices, pricedPlans } from '../content/planSets.ts';
import { parseSourceFile } from '../content/sourceFile.ts';
import { gitChanges, isNoBlob, readObjects, uncommittedFiles, type FileChange, type GitState } from './gitLog.ts';

/** When each part of one file last changed, in seconds since 1970. */
export interface FileDates {
  /** The file itself: any change to it. */
  file: number;
  /** Its list of fields (and the length of a list it holds): a record read as a whole. */
  keys: number;
  /** Each part (`summary`; in a list, `2.price`) whose value last changed then. */
  parts: Map<string, number>;
  /** It joined or left its collection then: a published record added or deleted, a draft published, a record made a draft. */
  membership: number;
}

/**
 * The dates of every file under the project's content and template folders, from the history
 * of HEAD: one `git log`, one `git status`, one `git cat-file --batch` for every version of
 * every content file, each parsed once and compared part by part with the one before it. A
 * file that differs from HEAD in the working tree has changed at `now` (the time of the build).
 */
export async function readFileDates(
  root: string,
  git: GitState,
  { contentDir, dirs, now, known = new Map() }: { contentDir: string; dirs: readonly string[]; now: number; known?: ReadonlyMap<string, Parts> },
): Promise<{ dates: Map<string, FileDates>; blobs: Map<string, Parts> }> {
  // Both run at once; when both fail, the log's error is the one reported, whichever ended first.
  const [log, status] = await Promise.allSettled([gitChanges(root, dirs), uncommittedFiles(root, git.prefix, dirs)]);
  if (log.status === 'rejected') throw log.reason;
  if (status.status === 'rejected') throw status.reason;
  const [changes, dirty] = [log.value, status.value];
  const isContent = (file: string) => file.startsWith(`${contentDir}/`) && /\.(md|ya?ml)$/.test(file);
  const wanted = new Set<string>();
  const blobs = new Map<string, Parts>();
  for (const change of changes) {
    if (!isContent(change.path)) continue;
    for (const blob of [change.before, change.after]) {
      if (isNoBlob(blob)) continue;
      const parts = known.get(blob);
      if (parts) blobs.set(blob, parts);
      else wanted.add(blob);
    }
  }
  const dirtyContent = dirty.filter(isContent);
  for (const file of dirtyContent) wanted.add(`HEAD:${git.prefix}${file}`);
  const objects = await readObjects(root, [...wanted]);

  const parsed = new Map<string, Parts | undefined>();
  const partsOf = (file: string, name: string, bytes: () => Buffer | undefined): Parts | undefined => {
    if (!parsed.has(name)) parsed.set(name, parseParts(file, bytes()));
    return parsed.get(name);
  };
  const blobParts = (file: string, blob: string) => {
    if (isNoBlob(blob)) return undefined;
    let parts = blobs.get(blob);
    if (!parts && objects.has(blob)) blobs.set(blob, (parts = partsOf(file, blob, () => objects.get(blob))!));
    return parts;
  };

  const dates = new Map<string, FileDates>();
  const note = (file: string, date: number, before: Parts | undefined, after: Parts | undefined) => {
    let entry = dates.get(file);
    if (!entry) dates.set(file, (entry = { file: 0, keys: 0, parts: new Map(), membership: 0 }));
    entry.file = Math.max(entry.file, date);
    if (!isContent(file)) return;
    if (isPublished(before) !== isPublished(after)) entry.membership = Math.max(entry.membership, date);
    if (before?.keys !== after?.keys) entry.keys = Math.max(entry.keys, date);
    for (const part of new Set([...(before?.values.keys() ?? []), ...(after?.values.keys() ?? [])])) {
      if (before?.values.get(part) !== after?.values.get(part)) entry.parts.set(part, Math.max(entry.parts.get(part) ?? 0, date));
    }
  };
  for (const { date, before, after, path: file } of changes as readonly FileChange[]) {
    note(file, date, blobParts(file, before), blobParts(file, after));
  }
  for (const file of dirty) {
    const head = isContent(file) ? partsOf(file, `HEAD:${git.prefix}${file}`, () => objects.get(`HEAD:${git.prefix}${file}`)) : undefined;
    const working = isContent(file) ? partsOf(file, `working:${file}`, () => readIfThere(path.join(root, file))) : undefined;
    note(file, now, head, working);
  }
  return { dates, blobs };
}

/**
 * A version of a content file as parts to compare: top-level fields, the fields of each item
 * of a top-level list, and of a list of plans the price each pick shows (`~cheapest.price`:
 * planSets.ts), worked out with the functions pages use, so a page showing the cheapest price
 * is dated when that price changes, whichever plan it comes from, and only then.
 */
export interface Parts {
  /** Its field names and list lengths, as one string. */
  keys: string;
  values: Map<string, string>;
  /** It says `draft: true`: a record `site build` leaves out. */
  draft: boolean;
}

/** A version that is there and not a draft: a member of its collection as far as the published site goes. */
const isPublished = (parts: Parts | undefined) => parts !== undefined && !parts.draft;

function parseParts(file: string, bytes: Buffer | undefined): Parts | undefined {
  if (!bytes) return undefined;
  const result = parseSourceFile(file, bytes);
  // A version that does not parse changes every part it has.
  if (!result.ok) return { keys: '\0unparsed', values: new Map(), draft: false };
  const { data, body } = result.source;
  const record = (data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {}) as Record<string, unknown>;
  const values = new Map<string, string>(Object.entries(hashes({ ...record, ...(file.endsWith('.md') ? { body } : {}) })));
  const shape = [...values.keys()];
  for (const [field, value] of Object.entries(record)) {
    if (!Array.isArray(value)) continue;
    shape.push(`${field}[${value.length}]`);
    const plans: { price: string }[] = [];
    value.forEach((item: unknown, index) => {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) return;
      for (const [name, hash] of Object.entries(hashes(item as Record<string, unknown>))) values.set(`${index}.${name}`, hash);
      if (typeof (item as { price?: unknown }).price === 'string') plans.push(item as { price: string });
    });
    for (const [part, price] of pickedPrices(pricedPlans(plans))) values.set(part, price);
  }
  return { keys: shape.join(','), values, draft: record.draft === true };
}

const hashes = (values: Record<string, unknown>): FieldHashes => fieldHashes({ ...values, origin: { file: '' } });

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
