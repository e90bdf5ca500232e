import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fg from 'fast-glob';
import { isScalar, parseDocument, type Scalar } from 'yaml';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createWatchBuilder } from '../../src/incremental/watchBuilder.ts';
import { projectPaths } from '../../src/projectPaths.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

/**
 * A price changed in its one record reaches every page that shows it, in text and JSON-LD,
 * and no page keeps the old figure. For each price on the site in turn, every product that
 * costs it (plans, tiers, add-ons, colocation options, the competitor) gets a price of its own
 * that appears nowhere else; then the built pages must differ from the original only by those
 * prices, and none may still show the old one.
 */

/** A product's price in a content file: where it is written and what it says. */
interface Holder {
  file: string;
  path: (string | number)[];
  text: string;
  /** The amount in the text, as written after the pound sign: "4.99", "65". */
  amount: string;
}

const productLists = { 'content/plans/**/*.yaml': 'plans', 'content/catalogue/addons.yaml': 'addons', 'content/catalogue/colocation.yaml': 'options' };

let project: FixtureProject;
let original: Map<string, string>;

async function holders(): Promise<Holder[]> {
  const found: Holder[] = [];
  const add = (file: string, path: (string | number)[], text: unknown) => {
    const amount = typeof text === 'string' ? /£(\d+(?:\.\d{2})?)/.exec(text)?.[1] : undefined;
    if (amount) found.push({ file, path, text: text as string, amount });
  };
  for (const [pattern, key] of Object.entries(productLists)) {
    for (const file of await fg(pattern, { cwd: project.root })) {
      const data = parseDocument(await project.read(file)).toJS() as Record<string, { price?: string }[]>;
      data[key]!.forEach((entry, i) => add(file, [key, i, 'price'], entry.price));
    }
  }
  const figures = parseDocument(await project.read('content/figures.yaml')).toJS() as { comparison: { competitor: { price: string } } };
  add('content/figures.yaml', ['comparison', 'competitor', 'price'], figures.comparison.competitor.price);
  return found;
}

let builder: ReturnType<typeof createWatchBuilder>;

/**
 * Builds as `site serve --watch` does: a session in a worker thread (React's production build,
 * five times faster than the development one tests load), which after the first full build
 * re-renders the pages that read what changed. Every built page is read back from disk.
 */
async function buildPages(): Promise<Map<string, string>> {
  const result = await builder.build();
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(result.ok).toBe(true);
  const dist = path.join(project.root, 'dist');
  const pages = new Map<string, string>();
  for (const file of await fg('**/*.html', { cwd: dist })) pages.set(file, await readFile(path.join(dist, file), 'utf8'));
  expect(pages.size).toBe(result.pages);
  return pages;
}

/** Rewrites one scalar of a YAML file in place, keeping the rest of the file as it is. */
async function setScalar(file: string, at: (string | number)[], value: string): Promise<void> {
  const text = await project.read(file);
  const node = parseDocument(text).getIn(at, true) as Scalar;
  if (!isScalar(node) || !node.range) throw new Error(`${file}: no scalar at ${at.join('.')}`);
  await project.write(file, text.slice(0, node.range[0]) + JSON.stringify(value) + text.slice(node.range[1]));
}

/** The ways a page shows an amount: "£4.99" in text, "4.99" as a JSON-LD price. */
const shows = (amount: string) =>
  new RegExp(`£${amount.replace('.', '\\.')}(?![\\d])|"${amount.replace('.', '\\.')}"|"${Number(amount).toFixed(2).replace('.', '\\.')}"`);

function replaceAmount(html: string, from: string, to: string): string {
  const decimals = (amount: string) => Number(amount).toFixed(2);
  return html
    .replace(new RegExp(`£${from.replace('.', '\\.')}(?![\\d])`, 'g'), `£${to}`)
    .replaceAll(`"${from}"`, `"${to}"`)
    .replaceAll(`"${decimals(from)}"`, `"${decimals(to)}"`);
}

/**
 * A new amount for each holder of `amount`: just above it, so plans keep their order (the
 * cheapest stays the cheapest), and shown on no page and written in no record.
 */
function freshAmounts(amount: string, count: number, taken: (candidate: string) => boolean): string[] {
  const step = amount.includes('.') ? 0.01 : 1;
  const fresh: string[] = [];
  for (let n = 1; fresh.length < count; n++) {
    const candidate = (Number(amount) + n * step).toFixed(amount.includes('.') ? 2 : 0);
    if (!taken(candidate)) fresh.push(candidate);
  }
  return fresh;
}

beforeAll(async () => {
  project = await smallProject();
  builder = createWatchBuilder(projectPaths({ root: project.root }));
  original = await buildPages();
}, 60_000);
afterAll(async () => {
  await builder.close();
  await project.cleanup();
});

describe('a price change', () => {
  it('reaches every page and JSON-LD block that showed the price, and no page shows the old one', async () => {
    const all = await holders();
    const amounts = [...new Set(all.map((h) => h.amount))].sort((a, b) => Number(a) - Number(b));
    const everyPage = [...original.values()].join('\n');
    const written = new Set(all.map((h) => h.amount));
    const report: string[] = [];
    for (const amount of amounts) {
      const costing = all.filter((h) => h.amount === amount);
      // Fresh amounts must not cross the next dearer price, or "from" and "enterprise" could change plan.
      const next =
        [...written]
          .map(Number)
          .filter((n) => n > Number(amount))
          .sort((a, b) => a - b)[0] ?? Infinity;
      const fresh = freshAmounts(amount, costing.length, (candidate) => written.has(candidate) || shows(candidate).test(everyPage));
      expect(Number(fresh.at(-1)), `room above £${amount}`).toBeLessThan(next);
      for (const [i, holder] of costing.entries()) await setScalar(holder.file, holder.path, holder.text.replace(`£${amount}`, `£${fresh[i]}`));

      const changed = await buildPages();
      expect([...changed.keys()].sort()).toEqual([...original.keys()].sort());
      const stale: string[] = [];
      const counts = costing.map(() => 0);
      for (const [file, html] of changed) {
        if (shows(amount).test(html)) stale.push(file);
        let back = html;
        fresh.forEach((to, i) => {
          if (shows(to).test(html)) counts[i]!++;
          back = replaceAmount(back, to, amount);
        });
        // The fresh prices are the only difference: nothing else moved. A card that shows the
        // price is named by its words, so its name moves with it (docs/output-contract.md#share-cards).
        const unnamed = (page: string | undefined) => page?.replace(/\/assets\/cards\/[0-9a-f]{16}\.png/g, '/assets/cards/*.png');
        expect(unnamed(back), `${file} with £${amount} changed`).toBe(unnamed(original.get(file)));
      }
      expect(stale, `pages still showing £${amount}`).toEqual([]);
      costing.forEach((holder, i) => report.push(`£${amount} ${holder.file} ${holder.path.join('.')}: ${counts[i]} pages`));
      for (const holder of costing) await setScalar(holder.file, holder.path, holder.text);
    }
    // Every plan is on at least one page: a plan nobody sees would be a figure no test reaches.
    expect(report.filter((line) => line.startsWith('£') && line.includes('content/plans/') && line.endsWith(': 0 pages'))).toEqual([]);
  }, 600_000);
});
