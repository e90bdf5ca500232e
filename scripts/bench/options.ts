// The bench's command-line options (docs/benchmark.md lists them).
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';

const option = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const flag = (name: string) => process.argv.includes(`--${name}`);

/** Every set the bench knows, in the order it runs them. */
export const ALL_SETS = [
  'real',
  'locations',
  '4000',
  'corpus',
  '10000',
  'images',
  'large-photos',
  'cards',
  'sitemap',
  'edits',
  'places-10k',
  'places-100k',
] as const;
/** What `npm run bench` runs without `--sets=`: the real site and the peer sets, in half an hour on a busy 2-core machine. */
export const DEFAULT_SETS = ['real', '4000', 'corpus'];

const sets = option('sets', DEFAULT_SETS.join(','));

export const options = {
  /** Build runs per row, and pairs per paired ratio. */
  runs: Number(option('runs', '5')),
  /** Cold check runs per row, each beside html-validate alone (a cold check of the location set takes minutes). */
  checkRuns: Number(option('check-runs', '3')),
  /** Edit, build and check runs of the check-after-an-edit rows (one such check varies by a third on a shared machine). */
  editCheckRuns: Number(option('edit-check-runs', '5')),
  sets: sets === 'all' ? [...ALL_SETS] : sets.split(','),
  sitemapPlaces: Number(option('sitemap-places', '7500')),
  editSteps: Number(option('edit-steps', '20')),
  /** The `site` under test: this checkout's by default; another checkout's `bin/site` for a before-and-after. */
  site: path.resolve(option('site', path.join(packageRoot, 'bin', 'site'))),
  /** Where the corpus set's Markdown comes from (../shared/corpora/README.md). */
  corpus: path.resolve(option('corpus', path.join(packageRoot, '..', 'shared', 'corpora', 'eslint-docs'))),
  /** Install Eleventy into the bench's own cache folder when it is not there yet. */
  installPeers: flag('install-peers'),
};

const unknown = options.sets.filter((set) => !(ALL_SETS as readonly string[]).includes(set));
if (unknown.length > 0) throw new Error(`Unknown set ${unknown.join(', ')}: the sets are ${ALL_SETS.join(', ')} (or all)`);
