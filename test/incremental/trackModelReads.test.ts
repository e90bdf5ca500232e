import { describe, expect, it } from 'vitest';
import { trackModelReads } from '../../src/incremental/trackModelReads.ts';
import { deepFreeze } from '../../src/content/deepFreeze.ts';
import type { Model } from '../../src/content/model.ts';

const town = (slug: string) => ({ slug, name: slug.toUpperCase(), origin: { file: `content/kent-towns/${slug}.md`, line: 1 }, facts: ['a', 'b'], body: { html: '' } });
const frozen = () =>
  deepFreeze({
    site: { name: 'Site' },
    kentTowns: [town('dover'), town('deal')],
    enhancePlans: [{ name: 'Solo', price: '£2.99' }],
    locate: () => ({ line: 1, column: 1 }),
  }) as unknown as Model;

describe('trackModelReads', () => {
  it('records the record files a render reads, and the collections it walks', () => {
    const { model, reads } = trackModelReads(frozen());
    const dover = model.kentTowns.find((t) => t.slug === 'dover')!;
    expect(dover.name).toBe('DOVER');
    expect(reads).toEqual(new Set(['collection:kentTowns', 'content/kent-towns/dover.md']));
  });

  it('records nothing for a record that is not read', () => {
    const { model, reads } = trackModelReads(frozen());
    void model.site.name;
    expect(reads).toEqual(new Set(['collection:site']));
  });

  it('behaves like the frozen model for array methods, spreading, keys and entries', () => {
    const { model } = trackModelReads(frozen());
    expect(model.kentTowns.map((t) => t.slug)).toEqual(['dover', 'deal']);
    expect([...model.kentTowns].length).toBe(2);
    expect(Array.isArray(model.kentTowns)).toBe(true);
    expect(Object.keys(model.kentTowns[0]!)).toEqual(['slug', 'name', 'origin', 'facts', 'body']);
    expect(Object.entries(model.enhancePlans[0]!)).toEqual([['name', 'Solo'], ['price', '£2.99']]);
    expect({ ...model.site }).toEqual({ name: 'Site' });
    expect(JSON.stringify(model.enhancePlans)).toBe('[{"name":"Solo","price":"£2.99"}]');
    expect(model.kentTowns[0]!.facts.join(',')).toBe('a,b');
  });

  it('hands out the original Markdown tree, so its render cache still hits', () => {
    const real = frozen();
    const { model } = trackModelReads(real);
    expect(model.kentTowns[0]!.body).toBe(real.kentTowns[0]!.body);
  });

  it('cannot be written through', () => {
    const { model } = trackModelReads(frozen());
    expect(() => {
      (model.site as { name: string }).name = 'x';
    }).toThrow(TypeError);
  });
});
