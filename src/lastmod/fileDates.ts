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
 * What the commits give, kept by a watch session while HEAD (and the folders read) stay the
 * same: a save changes the working tree, not the history, so a rebuild asks git only which
 * files are uncommitted.
 */
export interface CommittedHistory {
  key: string;
  /** Each file's dates from the commits alone. */
  dates: ReadonlyMap<string, FileDates>;
  /** Every version of every content file in the history, parsed, by blob id. */
  blobs: Map<string, Parts>;
  /** Each file's version at HEAD (the newest change the log gives it); none for a file HEAD lacks. */
  atHead: ReadonlyMap<string, string>;
}

/**
 * The dates of every file under the project's content and template folders, from the history
 * of HEAD: one `git log`, one `git status`, one `git cat-file --batch` for every version of
 * every content file, each parsed once and compared part by part with the one before it. A
 * file that differs from HEAD in the working tree has changed at `now` (the time of the build).
 * Given `kept` (the last build's, in a watch session) of the same HEAD, only `git status` runs.
 */
export async function readFileDates(
  root: string,
  git: GitState,
  {
    contentDir,
    dirs,
    now,
    known = new Map(),
    kept,
  }: { contentDir: string; dirs: readonly string[]; now: number; known?: ReadonlyMap<string, Parts>; kept?: CommittedHistory | undefined },
): Promise<{ dates: Map<string, FileDates>; blobs: Map<string, Parts>; committed: CommittedHistory; newParts: boolean }> {
  const key = [git.head, git.prefix, ...dirs].join('\0');
  const reuse = kept?.key === key ? kept : undefined;
  // Both run at once; when both fail, the log's error is the one reported, whichever ended first.
  const under = (file: string) => dirs.some((dir) => file === dir || file.startsWith(`${dir}/`));
  const [log, status] = await Promise.allSettled([
    reuse ? Promise.resolve([]) : gitChanges(root, dirs),
    git.dirty ? Promise.resolve(git.dirty.filter(under)) : uncommittedFiles(root, git.prefix, dirs),
  ]);
  if (log.status === 'rejected') throw log.reason;
  if (status.status === 'rejected') throw status.reason;
  const [changes, dirty] = [log.value, status.value];
  const isContent = (file: string) => file.startsWith(`${contentDir}/`) && /\.(md|ya?ml)$/.test(file);
  const blobs = reuse?.blobs ?? new Map<string, Parts>();
  const wanted = new Set<string>();
  for (const change of changes) {
    if (!isContent(change.path)) continue;
    for (const blob of [change.before, change.after]) {
      if (isNoBlob(blob)) continue;
      const parts = known.get(blob);
      if (parts) blobs.set(blob, parts);
      else wanted.add(blob);
    }
  }
  const objects = wanted.size > 0 ? await readObjects(root, [...wanted]) : new Map<string, Buffer>();
  const committed = reuse ?? { key, dates: commitDates(changes, isContent, blobs, objects), blobs, atHead: versionsAtHead(changes) };
  // An uncommitted file is compared with its version at HEAD, which the history has already
  // parsed: a save costs no git process but `git status` (tens of milliseconds from a large build).
  const atHead = (file: string) => {
    const blob = committed.atHead.get(file);
    return blob === undefined || isNoBlob(blob) ? undefined : blobs.get(blob);
  };
  // The committed dates stay as they are for the next build: an uncommitted file's entry is a copy.
  const dates = new Map(committed.dates);
  for (const file of dirty) {
    const entry = copyOf(dates.get(file));
    dates.set(file, entry);
    const working = isContent(file) ? parseParts(file, readIfThere(path.join(root, file))) : undefined;
    noteChange(entry, now, isContent(file), isContent(file) ? atHead(file) : undefined, working);
  }
  // The blobs' parts differ from those known when a version was parsed here, or a known one is no longer in the history.
  const newParts = !reuse && (wanted.size > 0 || blobs.size !== known.size);
  return { dates, blobs, committed, newParts };
}

/** Each file's blob at HEAD: the log gives the newest change first, and a file HEAD has was added or changed by one of them. */
function versionsAtHead(changes: readonly FileChange[]): Map<string, string> {
  const versions = new Map<string, string>();
  for (const { path: file, after } of changes) if (!versions.has(file)) versions.set(file, after);
  return versions;
}

/** Each file's dates from the changes the commits made to it, every version parsed once. */
function commitDates(
  changes: readonly FileChange[],
  isContent: (file: string) => boolean,
  blobs: Map<string, Parts>,
  objects: ReadonlyMap<string, Buffer>,
): Map<string, FileDates> {
  const blobParts = (file: string, blob: string) => {
    if (isNoBlob(blob)) return undefined;
    let parts = blobs.get(blob);
    if (!parts && objects.has(blob)) blobs.set(blob, (parts = parseParts(file, objects.get(blob))!));
    return parts;
  };
  const dates = new Map<string, FileDates>();
  for (const { date, before, after, path: file } of changes) {
    let entry = dates.get(file);
    if (!entry) dates.set(file, (entry = copyOf(undefined)));
    noteChange(entry, date, isContent(file), blobParts(file, before), blobParts(file, after));
  }
  return dates;
}

const copyOf = (entry: FileDates | undefined): FileDates =>
  entry ? { ...entry, parts: new Map(entry.parts) } : { file: 0, keys: 0, parts: new Map(), membership: 0 };

/** One change to a file at `date`: of the file, and of a content file's parts that differ between the two versions. */
function noteChange(entry: FileDates, date: number, content: boolean, before: Parts | undefined, after: Parts | undefined): void {
  entry.file = Math.max(entry.file, date);
  if (!content) return;
  if (isPublished(before) !== isPublished(after)) entry.membership = Math.max(entry.membership, date);
  if (before?.keys !== after?.keys) entry.keys = Math.max(entry.keys, date);
  for (const part of new Set([...(before?.values.keys() ?? []), ...(after?.values.keys() ?? [])])) {
    if (before?.values.get(part) !== after?.values.get(part)) entry.parts.set(part, Math.max(entry.parts.get(part) ?? 0, date));
  }
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
