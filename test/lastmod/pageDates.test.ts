import { describe, expect, it } from 'vitest';
import { collectionPartRead, collectionRead, fieldRead, recordRead, sharedRead } from '../../src/content/readKeys.ts';
import type { FileDates } from '../../src/lastmod/fileDates.ts';
import { createPageDates, w3cDatetime, type KeptKeyDates } from '../../src/lastmod/pageDates.ts';
import { readRuns } from '../../src/content/readRuns.ts';

const entry = (file: number, keys: number, parts: Record<string, number>, membership = 0): FileDates => ({
  file,
  keys,
  parts: new Map(Object.entries(parts)),
  membership,
});

const DOVER = 'content/locations/dover.md';
const VPS = 'content/plans/vps.yaml';
const dates = new Map<string, FileDates>([
  [DOVER, entry(500, 100, { summary: 300, name: 100 }, 100)],
  ['content/locations/deal.md', entry(700, 700, { name: 700 }, 700)],
  [VPS, entry(900, 200, { '0.price': 900, '0.name': 200, '1.price': 400 })],
  ['templates/pages/Location.tsx', entry(650, 0, {})],
  ['templates/layout/Footer.tsx', entry(999, 0, {})],
]);
const templateFiles = new Map([['location', ['templates/pages/Location.tsx']]]);

describe('a page dated by what it read', () => {
  const dateOf = createPageDates(dates, { contentDir: 'content', templateFiles });

  it('takes the latest change among the fields, records and collection parts it read', () => {
    expect(dateOf([fieldRead(DOVER, 'name')], 'about')).toBe(100);
    expect(dateOf([fieldRead(DOVER, 'name'), fieldRead(DOVER, 'summary')], 'about')).toBe(300);
    // A field the file never wrote (a slug, a default) is dated with the record's list of fields.
    expect(dateOf([fieldRead(DOVER, 'slug')], 'about')).toBe(100);
    expect(dateOf([recordRead(DOVER)], 'about')).toBe(100);
    // One plan's name and another's price: not the price changed at 900.
    expect(dateOf([collectionRead('vpsPlans'), collectionPartRead('vpsPlans', '0.name'), collectionPartRead('vpsPlans', '1.price')], 'about')).toBe(400);
    expect(dateOf([collectionPartRead('vpsPlans', '0.price')], 'about')).toBe(900);
    expect(dateOf([collectionPartRead('vpsPlans', '*')], 'about')).toBe(200);
    // The list of places changed when deal.md was added.
    expect(dateOf([collectionRead('kentTowns')], 'about')).toBe(700);
  });

  it("counts its own template's files, and nothing the shared layout read", () => {
    expect(dateOf([fieldRead(DOVER, 'name')], 'location')).toBe(650);
    expect(dateOf([fieldRead(DOVER, 'name'), sharedRead(collectionPartRead('vpsPlans', '0.price'))], 'about')).toBe(100);
  });

  it('is never older than the redesign floor, or than a day the content states', () => {
    const floored = createPageDates(dates, { contentDir: 'content', templateFiles, floor: 350 });
    expect(floored([fieldRead(DOVER, 'name')], 'about')).toBe(350);
    expect(floored([fieldRead(DOVER, 'summary'), collectionPartRead('vpsPlans', '0.price')], 'about')).toBe(900);
    const declared = createPageDates(dates, { contentDir: 'content', templateFiles, declared: new Map([[fieldRead(DOVER, 'name'), 800]]) });
    expect(declared([fieldRead(DOVER, 'name')], 'about')).toBe(800);
  });

  it('writes a W3C datetime in UTC', () => {
    expect(w3cDatetime(Date.parse('2025-06-07T12:30:00Z') / 1000)).toBe('2025-06-07T12:30:00Z');
  });
});

describe("a watch session's pages dated again after a save", () => {
  // A session keeps how it dated its key lists and each page's runs, and dates again only what a
  // save changed: every page must still get the date a fresh dating gives it, after each save.
  it('gives every page the date a fresh dating gives, as files change, go back and keys are added', () => {
    const keys = [
      fieldRead(DOVER, 'name'),
      fieldRead(DOVER, 'summary'),
      recordRead('content/locations/deal.md'),
      collectionRead('kentTowns'),
      collectionPartRead('vpsPlans', '1.price'),
    ];
    const pages = [
      readRuns([0, 1], keys), // Dover's name
      readRuns([0, 2], keys), // Dover's name and summary
      readRuns([2, 1, 4, 1], keys), // Deal, a plan's price
      readRuns([3, 1], keys), // the list of places
    ];
    const kept: KeptKeyDates = new WeakMap();
    const datedBoth = (version: ReadonlyMap<string, FileDates>, declared = new Map<string, number>()) => {
      const session = createPageDates(version, { contentDir: 'content', templateFiles, kept, declared });
      const fresh = createPageDates(version, { contentDir: 'content', templateFiles, declared });
      return pages.map((runs) => [session(runs, 'about'), fresh(runs, 'about')]);
    };
    const same = (version: ReadonlyMap<string, FileDates>, declared?: Map<string, number>) => {
      const both = datedBoth(version, declared);
      expect(both.map(([session]) => session)).toEqual(both.map(([, fresh]) => fresh));
      return both.map(([session]) => session);
    };
    expect(same(dates)).toEqual([100, 300, 700, 700]);
    // Dover's summary saved: only the pages that read it move.
    const saved = new Map(dates).set(DOVER, entry(1000, 100, { summary: 1000, name: 100 }, 100));
    expect(same(saved)).toEqual([100, 1000, 700, 700]);
    // Saved back as committed: the page goes back to its commit's date.
    expect(same(dates)).toEqual([100, 300, 700, 700]);
    // A new place joins the list; a plan's price changes.
    const joined = new Map(dates)
      .set('content/locations/hythe.md', entry(1200, 1200, {}, 1200))
      .set(VPS, entry(1300, 200, { '0.price': 900, '0.name': 200, '1.price': 1300 }));
    expect(same(joined)).toEqual([100, 300, 1300, 1200]);
    // The session reads a key it had not: the list grows, and a page reads the new key.
    keys.push(fieldRead('content/locations/hythe.md', 'name'));
    pages.push(readRuns([0, 1, 5, 1], keys));
    expect(same(joined)).toEqual([100, 300, 1300, 1200, 1200]);
    // A guide states a date (`updated`) for what a page reads, later than its commit, then a later one, then none.
    expect(same(joined, new Map([[fieldRead(DOVER, 'summary'), 1500]]))).toEqual([100, 1500, 1300, 1200, 1200]);
    expect(same(joined, new Map([[fieldRead(DOVER, 'summary'), 1600]]))).toEqual([100, 1600, 1300, 1200, 1200]);
    expect(same(joined)).toEqual([100, 300, 1300, 1200, 1200]);
  });
});
