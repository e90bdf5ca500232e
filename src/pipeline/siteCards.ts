import { readJsonEntrySync, writeJsonEntry } from '../cache/siteCache.ts';
import { cacheDir } from '../cache/cacheDir.ts';
import { cardSalt } from '../cards/cardSalt.ts';
import { cardCodeKey } from '../cache/codeKeys.ts';
import type { Assets } from '../emit/buildAssets.ts';
import type { Model } from '../content/model.ts';
import { cardRef } from '../metadata/shareCard.ts';
import type { CardDrawer } from '../cards/drawCards.ts';
import type { OutputSink } from '../emit/outputFile.ts';
import { placeCached } from './siteImages.ts';
import { packageRoot } from '../projectPaths.ts';
import type { BuildRun } from './buildRun.ts';
import type { RebuildPlan } from './planRebuild.ts';

/** The assets, with what every page's head needs to name its card: the drawing's salt (src/cards/cardSalt.ts). */
export type SiteAssets = Assets & { urls: Assets['urls'] & { cardSalt: string } };

export async function withCardSalt(run: BuildRun, assets: Assets, model: Model): Promise<SiteAssets> {
  // A site without cards names none: nothing to salt, and the card's code is not read.
  const salt = model.site.shareCards ? cardSalt(packageRoot, await cardCodeKey(packageRoot, run.paths.templatesDir)) : '';
  return { ...assets, urls: { ...assets.urls, cardSalt: salt } };
}

/**
 * The card each page named when the last build rendered it (null: none), for the pages this
 * build reuses: kept in the watch session, else in `.site-cache/cards.json`, each page's by the
 * hash that names it. Undefined when the cache is not read: then no page is reused. A page with
 * no entry, or one that is not a hash (a cache an older `site` wrote), is rendered again.
 */
export function keptCards(run: BuildRun, plan: RebuildPlan): ReadonlyMap<string, string | null> | undefined {
  const session = run.options.kept;
  if (session?.cards) return session.cards;
  if (!plan.readCache) return undefined;
  const stored = readJsonEntrySync<Record<string, unknown>>(cacheDir(run.paths.siteDir), 'cards') ?? {};
  const cards = new Map<string, string | null>();
  for (const [url, key] of Object.entries(stored)) if (key === null || (typeof key === 'string' && /^[0-9a-f]{16}$/.test(key))) cards.set(url, key);
  return cards;
}

/** Keeps every page's card for the next build, in the session or in the cache (its hash alone). A write that fails only costs the next build a render. */
export async function saveCards(run: BuildRun, plan: RebuildPlan, cards: ReadonlyMap<string, string | null>): Promise<void> {
  const session = run.options.kept;
  if (session) session.cards = cards;
  if (plan.saveCache) await writeJsonEntry(cacheDir(run.paths.siteDir), 'cards', Object.fromEntries(cards)).catch(() => {});
}

/** The output paths of the cards the pages name (by their hashes), each once: known from the rendered pages, before any is drawn. */
export function cardFiles(keys: Iterable<string | null>): string[] {
  return [...new Set([...keys].flatMap((key) => (key ? [cardRef(key).file] : [])))].sort();
}

/**
 * Waits for every card the pages name (drawn as they rendered: src/cards/drawCards.ts) and puts
 * them in the output, linked from the cache; false when one could not be drawn (reported), and
 * then the output is not to be committed.
 */
export async function placeCards(run: BuildRun, sink: OutputSink, drawer: CardDrawer): Promise<boolean> {
  const drawn = await drawer.finish();
  run.report(drawn.diagnostics);
  run.result.cards = { drawn: drawn.processed, reused: drawn.reused, byWorkers: drawn.byWorkers };
  if (run.failed()) return false;
  await placeCached(sink, drawn.cached);
  for (const file of drawn.files) await sink.write(file);
  return true;
}
