import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import fg from 'fast-glob';
import type { Model } from '../../src/content/model.ts';
import { checkPricing } from '../../src/content/checkPricing.ts';
import { locationRelatedServices, relatedOfKind, relatedServices } from '../../src/routes/selections/relatedServices.ts';
import { majorCities, nearbyLocations } from '../../src/routes/selections/locationLists.ts';
import { popularServices } from '../../src/routes/selections/serviceLists.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { realModel } from '../support/builtSite.ts';

/**
 * content/figures.yaml is the writer's: its limits, places and ratings may change with no test to
 * edit. What is tested is what those figures mean to the pages (the selections follow each
 * limit, the place lists name places), not today's values; the schema holds their shape.
 */
let model: Model;
beforeAll(async () => {
  const result = await realModel();
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  model = result.model!;
});

type Limits = Model['figures']['limits'];
/** The model with limits changed, as a writer would change them in figures.yaml. */
const withLimits = (changes: Partial<Limits>): Model => ({ ...model, figures: { ...model.figures, limits: { ...model.figures.limits, ...changes } } });
const withLimit = (name: keyof Limits, value: number) => withLimits({ [name]: value });
const mostOf = <T>(items: readonly T[], size: (item: T) => number): T => [...items].sort((a, b) => size(b) - size(a))[0]!;

describe('the list limits in figures.yaml', () => {
  it('cap what the lists show, whatever their value', () => {
    const service = mostOf(model.services, (s) => s.relatedServices.length);
    const place = mostOf(model.locations, (l) => l.nearby.length);
    const lists = {
      relatedServicesShown: (m: Model) => relatedServices(m, service),
      relatedArticles: (m: Model) => relatedOfKind(m, service, 'knowledge'),
      nearbyLocations: (m: Model) => nearbyLocations(m, place),
      majorCities: (m: Model) => majorCities(m),
      popularServices: (m: Model) => popularServices(m),
    };
    for (const [name, list] of Object.entries(lists) as [keyof typeof lists, (m: Model) => unknown[]][]) {
      const all = list(withLimit(name, 1_000)).length;
      expect(all, name).toBeGreaterThan(1);
      expect(list(withLimit(name, 1)), name).toHaveLength(1);
      expect(list(withLimit(name, all - 1)), name).toHaveLength(all - 1);
    }
  });

  it('relatedServicesShown caps service pages, and place pages after relatedServicesPassed', () => {
    const service = mostOf(
      model.services.filter((s) => !s.slug.endsWith('-uk')),
      (s) => s.relatedServices.filter((slug) => !slug.endsWith('-uk')).length,
    );
    const shown = (relatedServicesPassed: number, relatedServicesShown: number) =>
      locationRelatedServices(withLimits({ relatedServicesPassed, relatedServicesShown }), service).length;
    expect(shown(2, 1_000)).toBe(2);
    expect(shown(1_000, 1)).toBe(1);
  });
});

describe('the plans figures.yaml highlights', () => {
  it('must exist: a misspelt plan name is a located error naming the nearest plan', () => {
    const misspelt = { ...model, figures: { ...model.figures, enhanceHighlights: [model.enhancePlans[0]!.name, 'Busines'] } };
    expect(checkPricing(misspelt)).toEqual([
      expect.objectContaining({
        file: 'content/figures.yaml',
        rule: 'content/unknown-reference',
        field: 'enhanceHighlights[1]',
        hint: expect.stringContaining('Did you mean `Business`?'),
      }),
    ]);
    expect(checkPricing(model)).toEqual([]);
  });
});

describe('the places in figures.yaml', () => {
  it('name places and counties the content has, as the lists that use them need', () => {
    const slugs = new Set(model.locations.map((l) => l.slug));
    const { majorCityCounties, ...placeLists } = model.figures.places;
    for (const [name, list] of Object.entries(placeLists)) for (const slug of list) expect(slugs.has(slug), `${name}: ${slug}`).toBe(true);
    expect(majorCityCounties.length).toBeGreaterThan(0);
  });
});

describe('templates', () => {
  it('hold no price literal: every price comes from content/', async () => {
    const files = await fg(['templates/**/*.{ts,tsx,css}', 'src/**/*.{ts,tsx}'], { cwd: packageRoot });
    const offenders: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(packageRoot, file), 'utf8');
      text.split('\n').forEach((line, i) => {
        // A pound sign followed by a digit is a price; comments and the schemas' examples are exempt.
        if (/£\d/.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) && !file.startsWith('src/content/schemas/') && !file.startsWith('src/errors/')) {
          offenders.push(`${file}:${i + 1}: ${line.trim()}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });
});
