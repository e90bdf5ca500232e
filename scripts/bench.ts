// `npm run bench`: times `site build` and `site check` in fresh processes, NODE_ENV=production,
// on the sets `--sets=` names, beside Hugo and Eleventy on the same articles where they are
// installed. What each set and row is, the options, and the figures measured: docs/benchmark.md.
// Timing lives here, never in tests.
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageRoot } from '../src/projectPaths.ts';
import { writeCorpusSet } from './corpusSet.ts';
import { writeLocationSet } from './locationSet.ts';
import { scaleArticles } from './peerArticles.ts';
import { writeScaleSet } from './scaleSet.ts';
import { benchBuilds } from './bench/builds.ts';
import { benchChecks } from './bench/checks.ts';
import { benchEditSequences } from './bench/editSequences.ts';
import { commitSet } from './bench/gitSet.ts';
import { benchImages } from './bench/images.ts';
import { benchCards } from './bench/cards.ts';
import { options } from './bench/options.ts';
import { benchPeerSet, exists, type PeerSet } from './bench/peerSets.ts';
import { findEleventy, findHugo, type Found } from './bench/peers.ts';
import { medianMs, pagesOf } from './bench/run.ts';
import { benchScale } from './bench/scale.ts';
import { benchSearchCost } from './bench/searchCost.ts';
import { benchSitemap } from './bench/sitemap.ts';
import { header, line, skipped } from './bench/table.ts';
import { benchWatch } from './bench/watch.ts';

/** The real site or the location set: builds, checks, the watch loop and what its search adds. */
async function benchSite(set: 'real' | 'locations', project: string): Promise<{ lines: string[]; coldMs: number; pages: number }> {
  if (set === 'real') await writeScaleSet(packageRoot, project, 0);
  else await writeLocationSet(packageRoot, project, 1000);
  await commitSet(project);
  const label = set === 'real' ? 'real site' : 'location set +1000';
  const builds = await benchBuilds(label, project);
  for (const text of builds.lines) console.log(text);
  for (const text of await benchChecks(label, project)) console.log(text);
  console.log(await benchWatch(label, project, builds.pages, set === 'real' ? 150 : 300));
  for (const text of await benchSearchCost(label, project)) console.log(text);
  return builds;
}

/** A knowledge set or the corpus set as this project's set, with the articles its peers get; undefined when the corpus is missing. */
async function peerSet(set: string, project: string): Promise<PeerSet | undefined> {
  const records = (...folders: string[]) => folders.map((folder) => path.join(project, 'content', 'services', folder));
  if (set !== 'corpus') {
    await writeScaleSet(packageRoot, project, Number(set));
    await commitSet(project);
    const [folder] = records('scale');
    return {
      label: `knowledge set +${set}`,
      project,
      articles: scaleArticles(Number(set)),
      edited: path.join(folder!, 'guide-00007.md'),
      bodyFolders: [folder!],
    };
  }
  if (!(await exists(options.corpus))) return undefined;
  const articles = await writeCorpusSet(packageRoot, project, options.corpus);
  await commitSet(project);
  const folders = records('knowledge/eslint', 'tutorials/eslint');
  return { label: `ESLint docs +${articles.length}`, project, articles, edited: path.join(folders[0]!, 'eslint-rules-yoda.md'), bodyFolders: folders };
}

async function main(work: string): Promise<void> {
  const peers: Found[] = options.sets.some((set) => ['4000', '10000', 'corpus'].includes(set)) ? [await findHugo(), await findEleventy()] : [];
  console.log(
    `site benchmark: medians of ${options.runs} runs (${options.checkRuns} cold checks, ${options.editCheckRuns} checks after an edit), fresh processes, NODE_ENV=production`,
  );
  console.log(`site: ${options.site}; peers: ${peers.map((peer) => ('missing' in peer ? peer.missing : peer.name)).join('; ') || 'none'}\n`);
  console.log(header());
  let real: { coldMs: number; pages: number } | undefined;
  for (const set of options.sets) {
    const project = path.join(work, set);
    if (set === 'edits') console.log(await benchEditSequences());
    else if (set === 'images' || set === 'large-photos') for (const text of await benchImages(set, work)) console.log(text);
    else if (set === 'cards') for (const text of await benchCards(work)) console.log(text);
    else if (set === 'sitemap') for (const text of await benchSitemap(work)) console.log(text);
    else if (set === 'places-10k' || set === 'places-100k') for (const text of await benchScale(set, project)) console.log(text);
    else if (set === 'real' || set === 'locations') {
      const builds = await benchSite(set, project);
      if (set === 'real') real = builds;
    } else {
      const chosen = await peerSet(set, project);
      if (!chosen) {
        console.log(skipped('ESLint docs', 'corpus set', `skipped: ${options.corpus} is missing (../shared/corpora/README.md)`));
        continue;
      }
      const { lines, cold } = await benchPeerSet(chosen, peers);
      for (const text of lines) console.log(text);
      if (real && cold) {
        const marginal = (medianMs(cold) - real.coldMs) / (pagesOf(cold[0]!) - real.pages);
        console.log(line(chosen.label, 'marginal cold ms/article', ['', '', marginal.toFixed(3)], 'over the real site'));
      }
    }
    await rm(project, { recursive: true, force: true });
    for (const peer of ['hugo', 'eleventy', 'no-search']) await rm(`${project}-${peer}`, { recursive: true, force: true });
  }
}

const work = await mkdtemp(path.join(tmpdir(), 'site-bench-'));
// Stopped with Ctrl-C, the bench leaves no set behind (each is a few hundred MB at 10,000 articles).
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    rmSync(work, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
try {
  await main(work);
} finally {
  await rm(work, { recursive: true, force: true });
}
