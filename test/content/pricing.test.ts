import { afterEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { buildModel } from '../../src/content/buildModel.ts';
import { pricesFor } from '../../src/content/pricesFor.ts';
import { publishedService as serviceById } from '../../src/routes/selections/records.ts';
import { fixtureProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
afterEach(() => project?.cleanup());

async function modelAfter(change: (p: FixtureProject) => Promise<void> = async () => {}) {
  project = await fixtureProject();
  await change(project);
  return buildModel(path.join(project.root, 'content'), project.root);
}

const edit = (file: string, from: string | RegExp, to: string) => async (p: FixtureProject) => p.write(file, (await p.read(file)).replace(from, to));
const lineOf = async (file: string, text: string) => (await project.read(file)).split('\n').findIndex((line) => line.includes(text)) + 1;

describe('service prices', () => {
  it('come from the plan set a service names: the cheapest, the popular and the dearest plan unless it names others', async () => {
    const { model } = await modelAfter();
    expect(pricesFor(model!, serviceById(model!, 'cpanel-hosting').pricing)).toEqual({ from: '£4.99', popular: '£9.99', enterprise: '£9.99' });
    expect(pricesFor(model!, serviceById(model!, 'web-hosting').pricing)).toEqual({ from: '£2.99', popular: '£7.99', enterprise: '£19.99' });
    expect(pricesFor(model!, serviceById(model!, 'colocation').pricing)).toEqual({ from: '£65', popular: '£65', enterprise: '£1499' });
    expect(pricesFor(model!, serviceById(model!, 'dedicated-servers-uk').pricing)).toEqual({ from: '£39.99', popular: '£59.99', enterprise: '£79.99' });
    expect(pricesFor(model!, model!.figures.comparison.provider.pricing).from).toBe('£2.99');
  });

  it('follow the plan file: one edit there changes every service that names it', async () => {
    const { model } = await modelAfter(edit('content/plans/cpanel-shared.yaml', 'price: "£4.99"', 'price: "£5.49"'));
    expect(pricesFor(model!, serviceById(model!, 'cpanel-hosting').pricing)?.from).toBe('£5.49');
    expect(pricesFor(model!, serviceById(model!, 'cpanel-hosting-uk').pricing)?.from).toBe('£5.49');
  });

  it('report an unknown plan set at its line, with the nearest name', async () => {
    const file = 'content/services/hosting/cpanel-hosting.md';
    const { model, diagnostics } = await modelAfter(edit(file, 'plans: cpanel-shared', 'plans: cpanel-shard'));
    expect(model).toBeUndefined();
    expect(diagnostics).toEqual([
      expect.objectContaining({
        file,
        line: await lineOf(file, 'cpanel-shard'),
        rule: 'content/unknown-reference',
        field: 'pricing.plans',
        found: 'cpanel-shard',
        hint: 'Did you mean `cpanel-shared`?',
      }),
    ]);
  });

  it('report a plan name that is not in the set, with the nearest plan', async () => {
    const file = 'content/services/hosting/web-hosting.md';
    const { diagnostics } = await modelAfter(edit(file, 'enterprise: Agency 50', 'enterprise: Agncy 50'));
    expect(diagnostics).toEqual([
      expect.objectContaining({
        file,
        rule: 'content/unknown-reference',
        field: 'pricing.enterprise',
        message: '`pricing.enterprise` names "Agncy 50", which is not a plan in "enhance"',
        hint: 'Did you mean `Agency 50`?',
      }),
    ]);
  });

  it('are never written on a service: a price there is an error that says where prices live', async () => {
    const file = 'content/services/hosting/cpanel-hosting.md';
    const { diagnostics } = await modelAfter(
      edit(file, 'pricing: { plans: cpanel-shared }', 'pricing: { from: "£4.99", popular: "£9.99", enterprise: "£19.99" }'),
    );
    expect(diagnostics.map((d) => [d.rule, d.field, d.message])).toEqual([
      ['content/missing-field', 'pricing.plans', 'Missing required field `pricing.plans`'],
      ['content/invalid-value', 'pricing.from', '`pricing.from` should be a plan name, not a price: prices are written once, in the plan file'],
      ['content/invalid-value', 'pricing.popular', '`pricing.popular` should be a plan name, not a price: prices are written once, in the plan file'],
      ['content/invalid-value', 'pricing.enterprise', '`pricing.enterprise` should be a plan name, not a price: prices are written once, in the plan file'],
    ]);
  });
});
