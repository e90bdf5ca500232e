import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir } from '../../cache/cacheDir.ts';
import type { Outcome } from './requestUrl.ts';

/** An answer and when it was had, in milliseconds since the epoch. */
interface Stored {
  at: number;
  outcome: Outcome;
}

interface StoredFile {
  version?: number;
  answers?: Record<string, Stored>;
}

const FILE = 'external.json';
const VERSION = 1;

/**
 * What `site check --external` last heard from each URL, in `.site-cache/external.json`, so a
 * second check within the time site.yaml sets asks nothing again. An answer is kept whatever
 * it was: a broken link stays broken until it is asked again.
 */
export async function openExternalCache(root: string, maxAgeMs: number, now: number) {
  const file = path.join(cacheDir(root), FILE);
  const stored: StoredFile = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as StoredFile)
    .catch(() => ({}));
  const answers = new Map(stored.version === VERSION ? Object.entries(stored.answers ?? {}) : []);
  return {
    /** The stored answer, when it is recent enough. */
    get(url: string): Outcome | undefined {
      const found = answers.get(url);
      return found && now - found.at < maxAgeMs && found.at <= now ? found.outcome : undefined;
    },
    set(url: string, outcome: Outcome): void {
      answers.set(url, { at: now, outcome });
    },
    /** Written whole to a temporary file, then renamed: a check stopped half-way never leaves half a file. */
    async save(): Promise<void> {
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      const kept = [...answers].filter(([, answer]) => now - answer.at < maxAgeMs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      await writeFile(temporary, JSON.stringify({ version: VERSION, answers: Object.fromEntries(kept) }));
      await rename(temporary, file);
    },
  };
}
