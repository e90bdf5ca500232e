import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { ignoredContentFiles } from '../../src/content/collections.ts';
import { parseSourceFile } from '../../src/content/sourceFile.ts';
import { packageRoot } from '../../src/projectPaths.ts';

/**
 * Each figure is written once (content/README.md, "Prices"). A price is written only as the
 * price of a product: a plan, a price tier, an add-on, a colocation option, or the competitor we
 * compare with. Any other record that shows prices names where they come from
 * (`pricing: { plans: … }`), so a price anywhere else is a second copy that would go stale.
 * Products may cost the same (cPanel and Enhance Business are both £7.99): each is its own fact.
 */
const contentDir = path.join(packageRoot, 'content');
const price = /£\d[\d,]*(?:\.\d+)?/g;

/** Files, and field paths in them (list indexes as `[]`), whose value is a product's own price. */
const productPrices: [file: RegExp, field: RegExp][] = [
  [/^plans\/(tiers\/)?[^/]+\.yaml$/, /^plans\[\]\.price$/],
  [/^catalogue\/addons\.yaml$/, /^addons\[\]\.price$/],
  [/^catalogue\/colocation\.yaml$/, /^options\[\]\.price$/],
  [/^figures\.yaml$/, /^comparison\.competitor\.price$/],
];

interface Written {
  file: string;
  field: string;
  value: string;
}

/** Every string in a record, with its field path, the Markdown body as `(body)`. */
function strings(value: unknown, field: string[] = []): Written[] {
  if (typeof value === 'string') return [{ file: '', field: field.join('.').replace(/\.\[\]/g, '[]'), value }];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, [...field, '[]']));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, [...field, key]));
  return [];
}

function contentStrings(): Written[] {
  const files = fg.sync('**/*.{md,yaml}', { cwd: contentDir, ignore: ignoredContentFiles }).sort();
  return files.flatMap((file) => {
    const parsed = parseSourceFile(`content/${file}`, readFileSync(path.join(contentDir, file)));
    if (!parsed.ok) throw new Error(`content/${file} does not parse`);
    const { data, body } = parsed.source;
    return [...strings(data), { file: '', field: '(body)', value: body }].map((written) => ({ ...written, file }));
  });
}

const isProductPrice = ({ file, field }: Written) => productPrices.some(([files, fields]) => files.test(file) && fields.test(field));

describe('one source per figure', () => {
  it('writes a price only as the price of a product: every other record names the plans it shows', () => {
    const copies = contentStrings()
      .filter((written) => !isProductPrice(written))
      .flatMap((written) => (written.value.match(price) ?? []).map((figure) => `content/${written.file} ${written.field}: ${figure}`));
    expect(copies).toEqual([]);
  });

  it('writes each claim of site.yaml once: no other field holds a claim as its whole value', () => {
    const all = contentStrings();
    const claims = all.filter((w) => w.file === 'site.yaml' && w.field.startsWith('claims.'));
    const copies = all
      .filter((w) => w.file !== 'site.yaml' && claims.some((claim) => claim.value === w.value.trim()))
      .map((w) => `content/${w.file} ${w.field}: ${w.value} (use the {${claims.find((c) => c.value === w.value.trim())!.field.slice(7)}} claim)`);
    expect(copies).toEqual([]);
  });
});
