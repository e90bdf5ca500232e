import { describe, expect, it } from 'vitest';
import { createReadTracker } from '../../src/content/trackModelReads.ts';
import { deepFreeze } from '../../src/content/deepFreeze.ts';
import type { Model } from '../../src/content/model.ts';
import { pricesFor } from '../../src/content/pricesFor.ts';

const town = (slug: string) => ({
  slug,
  name: slug.toUpperCase(),
  origin: { file: `content/kent-towns/${slug}.md`, line: 1 },
  facts: ['a', 'b'],
  body: { html: '' },
});
const frozen = () =>
  deepFreeze({
    site: { name: 'Site' },
    kentTowns: [town('dover'), town('deal')],
    enhancePlans: [{ name: 'Solo', price: '£2.99' }],
    locate: () => ({ line: 1, column: 1 }),
  }) as unknown as Model;

describe('createReadTracker', () => {
  it('records the fields of records a render reads, and the collections it walks', () => {
    const { model, track } = createReadTracker(frozen());
    const { value, reads } = track(() => model.kentTowns.find((t) => t.slug === 'deal')!.name);
    expect(value).toBe('DEAL');
    // find() reads each town's slug until it finds Deal: Dover's slug is read, not its name.
    expect(reads).toEqual(
      new Set(['collection:kentTowns', 'content/kent-towns/dover.md#slug', 'content/kent-towns/deal.md#slug', 'content/kent-towns/deal.md#name']),
    );
  });

  it('records a nested value as a read of the top-level field it is under', () => {
    const { model, track } = createReadTracker(frozen());
    expect(track(() => model.kentTowns[0]!.facts[1]).reads).toEqual(new Set(['collection:kentTowns', 'content/kent-towns/dover.md#facts']));
  });

  it("keeps each render's reads apart, and records nothing outside a render", () => {
    const tracker = createReadTracker(frozen());
    const first = tracker.track(() => tracker.model.kentTowns[0]!.name);
    const second = tracker.track(() => tracker.model.kentTowns[1]!.name);
    void tracker.model.kentTowns[0]!.facts;
    expect(first).toEqual({ value: 'DOVER', reads: new Set(['collection:kentTowns', 'content/kent-towns/dover.md#name']) });
    expect(second.reads).toEqual(new Set(['collection:kentTowns', 'content/kent-towns/deal.md#name']));
  });

  it('gives every render the same record objects, so caches keyed on them keep hitting', () => {
    const tracker = createReadTracker(frozen());
    const a = tracker.track(() => tracker.model.kentTowns[0]).value;
    const b = tracker.track(() => tracker.model.kentTowns[0]).value;
    expect(a).toBe(b);
  });

  it('records a record read through its keys as a read of the whole record', () => {
    const tracker = createReadTracker(frozen());
    const town = tracker.model.kentTowns[1]!;
    expect(tracker.track(() => Object.keys(town)).reads).toEqual(new Set(['content/kent-towns/deal.md']));
  });

  it('records nothing for a record that is not read', () => {
    const { model, track } = createReadTracker(frozen());
    expect(track(() => model.site.name).reads).toEqual(new Set(['collection:site', 'collection:site#name']));
  });

  it('records the parts of a single-file collection read: a field of an item of a list, and its shape where a loop reads its length', () => {
    const { model, track } = createReadTracker(frozen());
    expect(track(() => model.enhancePlans[0]!.price).reads).toEqual(new Set(['collection:enhancePlans', 'collection:enhancePlans#0.price']));
    expect(track(() => model.enhancePlans.map((plan) => plan.name)).reads).toEqual(
      new Set(['collection:enhancePlans', 'collection:enhancePlans#*', 'collection:enhancePlans#0.name']),
    );
    expect(track(() => Object.keys(model.site)).reads).toEqual(new Set(['collection:site', 'collection:site#*']));
  });

  it('counts the prices a "from" price was picked from for the cache only, and dates the page by the price picked', () => {
    const plans = [
      { name: 'Solo', price: '£4.99', popular: false },
      { name: 'Duo', price: '£2.99', popular: true },
    ];
    const { model, track } = createReadTracker(deepFreeze({ enhancePlans: plans }) as unknown as Model);
    const { value, reads } = track(() => pricesFor(model, { plans: 'enhance' }, ['from']));
    expect(value).toEqual({ from: '£2.99' });
    expect([...reads].filter((read) => !read.startsWith('shared:'))).toEqual(['collection:enhancePlans#~cheapest.price']);
    expect(reads).toContain('shared:collection:enhancePlans#0.price');
  });

  it("marks what markup made once for many pages read as the shared layout's", () => {
    const { model, track, note } = createReadTracker(frozen());
    const { reads } = track(() => model.kentTowns[0]!.name);
    expect(track(() => note(reads, true)).reads).toEqual(new Set([...reads].map((read) => `shared:${read}`)));
  });

  it('behaves like the frozen model for array methods, spreading, keys and entries', () => {
    const { model } = createReadTracker(frozen());
    expect(model.kentTowns.map((t) => t.slug)).toEqual(['dover', 'deal']);
    expect([...model.kentTowns].length).toBe(2);
    expect(Array.isArray(model.kentTowns)).toBe(true);
    expect(Object.keys(model.kentTowns[0]!)).toEqual(['slug', 'name', 'origin', 'facts', 'body']);
    expect(Object.entries(model.enhancePlans[0]!)).toEqual([
      ['name', 'Solo'],
      ['price', '£2.99'],
    ]);
    expect({ ...model.site }).toEqual({ name: 'Site' });
    expect(JSON.stringify(model.enhancePlans)).toBe('[{"name":"Solo","price":"£2.99"}]');
    expect(model.kentTowns[0]!.facts.join(',')).toBe('a,b');
  });

  it("hands out a record's own values, so its rendered Markdown is shared", () => {
    const real = frozen();
    const { model } = createReadTracker(real);
    expect(model.kentTowns[0]!.body).toBe(real.kentTowns[0]!.body);
  });

  it('cannot be written through', () => {
    const { model } = createReadTracker(frozen());
    expect(() => {
      (model.site as { name: string }).name = 'x';
    }).toThrow(TypeError);
  });
});
