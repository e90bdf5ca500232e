import { cacheDir } from '../../cache/cacheDir.ts';
import { readJsonEntry, writeJsonEntry } from '../../cache/siteCache.ts';
import type { Outcome } from './requestUrl.ts';

/** An answer and when it was had, in milliseconds since the epoch. */
interface Stored {
  at: number;
  outcome: Outcome;
}

interface StoredFile {
  answers?: Record<string, Stored>;
}

/**
 * What `site check --external` last heard from each URL, in the cache's `external` entry, so a
 * second check within the time site.yaml sets asks nothing again. An answer is kept whatever
 * it was: a broken link stays broken until it is asked again.
 */
export async function openExternalCache(root: string, maxAgeMs: number, now: number) {
  const stored = await readJsonEntry<StoredFile>(cacheDir(root), 'external');
  const answers = new Map(Object.entries(stored?.answers ?? {}));
  return {
    /** The stored answer, when it is recent enough. */
    get(url: string): Outcome | undefined {
      const found = answers.get(url);
      return found && now - found.at < maxAgeMs && found.at <= now ? found.outcome : undefined;
    },
    set(url: string, outcome: Outcome): void {
      answers.set(url, { at: now, outcome });
    },
    /** Written whole (src/cache/siteCache.ts): a check stopped half-way never leaves half a file. */
    async save(): Promise<void> {
      const kept = [...answers].filter(([, answer]) => now - answer.at < maxAgeMs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      await writeJsonEntry(cacheDir(root), 'external', { answers: Object.fromEntries(kept) } satisfies StoredFile);
    },
  };
}
