import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
beforeAll(async () => {
  project = await smallProject();
});
afterAll(() => project.cleanup());

interface Case {
  collection: string;
  file: string;
  /** Text to find in the file and what to put in its place. */
  find: string | RegExp;
  replace: string;
  /** The line the problem is reported on: the line holding this text after the change. */
  lineOf: string;
  rule: string;
  field?: string;
  hint?: string;
}

const cases: Case[] = [
  {
    collection: 'site',
    file: 'content/site.yaml',
    find: 'origin: https://www.kentwebhosting.example',
    replace: 'origin: www.kentwebhosting.example',
    lineOf: 'origin:',
    rule: 'content/invalid-value',
    field: 'origin',
  },
  {
    collection: 'figures',
    file: 'content/figures.yaml',
    find: 'nearbyLocations: 12',
    replace: 'nearbyLocations: twelve',
    lineOf: 'nearbyLocations:',
    rule: 'content/wrong-type',
    field: 'limits.nearbyLocations',
  },
  {
    collection: 'figures (place list)',
    file: 'content/figures.yaml',
    find: 'kentExtraTowns: [whitstable,',
    replace: 'kentExtraTowns: [whitstabel,',
    lineOf: 'kentExtraTowns:',
    rule: 'content/unknown-reference',
    field: 'places.kentExtraTowns[0]',
    hint: 'Did you mean `whitstable`?',
  },
  {
    collection: 'figures (county list)',
    file: 'content/figures.yaml',
    find: '    - south-yorkshire\n',
    replace: '    - south-yorkshir\n',
    lineOf: '- south-yorkshir',
    rule: 'content/unknown-reference',
    field: 'places.majorCityCounties[2]',
    hint: 'Did you mean `south-yorkshire`?',
  },
  {
    collection: 'locations',
    file: 'content/locations/dover.md',
    find: /^county: Kent$/m,
    replace: 'county: 7',
    lineOf: 'county: 7',
    rule: 'content/wrong-type',
    field: 'county',
  },
  {
    collection: 'locations',
    file: 'content/locations/leeds.md',
    find: /^nearby:\n  - [a-z-]+$/m,
    replace: 'nearby:\n  - sheffeld',
    lineOf: '  - sheffeld',
    rule: 'content/unknown-reference',
    field: 'nearby[0]',
    hint: 'Did you mean `sheffield`?',
  },
  {
    collection: 'services',
    file: 'content/services/hosting/web-hosting-uk.md',
    find: /^category: hosting$/m,
    replace: 'category: webhosting',
    lineOf: 'category: webhosting',
    rule: 'content/invalid-value',
    field: 'category',
  },
  // A slug deleted but still listed elsewhere: no typo to suggest, so what to do, and the nearest slug all the same.
  {
    collection: 'services (deleted)',
    file: 'content/services/hosting/web-hosting.md',
    find: 'relatedServices: [cpanel-hosting,',
    replace: 'relatedServices: [magento-cluster,',
    lineOf: 'magento-cluster',
    rule: 'content/unknown-reference',
    field: 'relatedServices[0]',
    hint: expect.stringMatching(
      /^No services record is called "magento-cluster": if it was deleted or renamed, remove this entry or write its new slug; if it is still to be written, add its file\. The nearest slug is `[a-z0-9-]+`\.$/,
    ),
  },
  {
    collection: 'services',
    file: 'content/services/hosting/web-hosting-uk.md',
    find: 'relatedServices: [vps-hosting-uk,',
    replace: 'relatedServices: [vps-hostin-uk,',
    lineOf: 'vps-hostin-uk',
    rule: 'content/unknown-reference',
    field: 'relatedServices[0]',
    hint: 'Did you mean `vps-hosting-uk`?',
  },
  {
    collection: 'enhancePlans',
    file: 'content/plans/enhance.yaml',
    find: 'price: "£2.99"',
    replace: 'price: "2.99"',
    lineOf: 'price: "2.99"',
    rule: 'content/invalid-value',
    field: 'plans[0].price',
  },
  {
    collection: 'vpsPlans',
    file: 'content/plans/vps.yaml',
    find: 'ram: 2GB,',
    replace: 'rams: 2GB,',
    lineOf: 'rams:',
    rule: 'content/unknown-field',
    hint: 'Rename it to `ram`, which is required here.',
  },
  {
    collection: 'whmcsPlans',
    file: 'content/plans/whmcs.yaml',
    find: 'clients: Up to 500 clients',
    replace: 'clients: 500',
    lineOf: 'clients: 500',
    rule: 'content/wrong-type',
    field: 'plans[2].clients',
  },
  {
    collection: 'addons',
    file: 'content/catalogue/addons.yaml',
    find: 'category: Security',
    replace: 'categroy: Security',
    lineOf: 'categroy:',
    rule: 'content/unknown-field',
    field: 'addons[4].categroy',
    hint: 'Rename it to `category`, which is required here.',
  },
  {
    collection: 'colocation',
    file: 'content/catalogue/colocation.yaml',
    find: 'price: £599/month',
    replace: 'price: 599',
    lineOf: 'price: 599',
    rule: 'content/wrong-type',
    field: 'options[3].price',
  },
  {
    collection: 'industries',
    file: 'content/catalogue/industries.yaml',
    find: '  - name: Healthcare\n',
    replace: '  - name: ""\n',
    lineOf: '  - name: ""',
    rule: 'content/invalid-value',
    field: 'industries[1].name',
  },
  {
    collection: 'faqs',
    file: 'content/faqs/reseller.yaml',
    find: /^title: .*$/m,
    replace: 'titel: Reseller FAQ',
    lineOf: 'titel:',
    rule: 'content/unknown-field',
    hint: 'Rename it to `title`, which is required here.',
  },
  {
    collection: 'pages',
    file: 'content/pages/about.md',
    find: /^  whyChoose:$/m,
    replace: '  whyChose:',
    lineOf: '  whyChose:',
    rule: 'content/unknown-field',
    field: 'sections.whyChose',
    hint: 'Rename it to `whyChoose`, which is required here.',
  },
  {
    collection: 'pages (token)',
    file: 'content/pages/home.md',
    find: /^heading: .*$/m,
    replace: 'heading: "Hosting with {uptimeSLA} uptime"',
    lineOf: 'heading:',
    rule: 'content/unknown-reference',
    hint: 'Did you mean {uptimeSla}?',
  },
  {
    collection: 'ui',
    file: 'content/ui.yaml',
    find: '  contactSales: Contact Sales',
    replace: '  contactSale: Contact Sales',
    lineOf: 'contactSale:',
    rule: 'content/unknown-field',
    field: 'buttons.contactSale',
    hint: 'Rename it to `contactSales`, which is required here.',
  },
  {
    collection: 'ui (token)',
    file: 'content/ui.yaml',
    find: '  viewPlans: View plans',
    replace: '  viewPlans: View plans with {uptimeSLA} uptime',
    lineOf: 'viewPlans:',
    rule: 'content/unknown-reference',
    hint: 'Did you mean {uptimeSla}?',
  },
  {
    collection: 'redirects (target)',
    file: 'content/redirects.yaml',
    find: 'redirects:\n',
    replace: 'redirects:\n  - from: /old-guide\n    to: /what-is-web-hostnig\n',
    lineOf: 'to: /what-is-web-hostnig',
    rule: 'content/unknown-link',
    field: 'redirects[0].to',
    hint: 'Did you mean `/what-is-web-hosting`?',
  },
  // An empty field says so, and what belongs there; a misspelt one names the field it was meant to be.
  {
    collection: 'locations (empty)',
    file: 'content/locations/dover.md',
    find: /^name: Dover$/m,
    replace: 'name:',
    lineOf: 'name:',
    rule: 'content/wrong-type',
    field: 'name',
    hint: 'Write what belongs here: The place as shown on its pages. Without a name or an industry the place is not published.',
  },
  {
    collection: 'locations (misspelt)',
    file: 'content/locations/dover.md',
    find: /^industries:$/m,
    replace: 'industires:',
    lineOf: 'industires:',
    rule: 'content/unknown-field',
    field: 'industires',
    hint: 'Rename it to `industries`, which this record does not have yet.',
  },
  {
    collection: 'site (link)',
    file: 'content/site.yaml',
    find: '{ label: About, href: /about }',
    replace: '{ label: About, href: /abuot }',
    lineOf: 'href: /abuot',
    rule: 'content/unknown-link',
    hint: 'Did you mean `/about`?',
  },
];

describe.each(cases)('a broken $collection record', (c) => {
  it(`is reported as ${c.rule} at its file and line`, async () => {
    const original = await project.read(c.file);
    const changed = original.replace(c.find, c.replace);
    expect(changed, 'the fixture change applies').not.toBe(original);
    await project.write(c.file, changed);
    try {
      const result = await build({ root: project.root, writer: createMemoryWriter() });
      const line = changed.split('\n').findIndex((l) => l.includes(c.lineOf)) + 1;
      expect(result.ok).toBe(false);
      expect(result.diagnostics).toEqual([
        expect.objectContaining({ file: c.file, line, rule: c.rule, ...(c.field ? { field: c.field } : {}), ...(c.hint ? { hint: c.hint } : {}) }),
      ]);
    } finally {
      await project.write(c.file, original);
    }
  });
});
