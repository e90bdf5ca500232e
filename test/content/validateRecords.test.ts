import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatedData, validateRecords } from '../../src/content/validateRecords.ts';
import { parseSourceFile, storedSourceFile, type SourceFile } from '../../src/content/sourceFile.ts';
import type { LoadedCollection } from '../../src/content/loadContent.ts';

const schema = z.strictObject({ name: z.string(), price: z.string().transform((price) => price.trim()) });

function parsed(file: string, text: string): SourceFile {
  const result = parseSourceFile(file, new TextEncoder().encode(text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.source;
}

const collection = (files: SourceFile[], chosen: z.ZodType = schema): LoadedCollection => ({
  definition: { name: 'faqs', pattern: 'faqs/*.yaml', shape: 'records', schema: chosen },
  files,
  paths: files.map((file) => file.file),
});

describe('validateRecords', () => {
  // A watch session keeps a file's parse while its bytes stay the same: a rebuild validates only the files saved since.
  it('validates a parsed file once, and a file parsed again (its bytes changed) again', () => {
    const deal = parsed('content/faqs/deal.yaml', 'name: Deal\nprice: " £4.99 "\n');
    const dover = parsed('content/faqs/dover.yaml', 'name: Dover\nprice: "£5.99"\n');
    const first = validateRecords(collection([deal, dover]));
    expect(first.diagnostics).toEqual([]);
    expect(first.records.map((record) => record.data)).toEqual([
      { name: 'Deal', price: '£4.99' },
      { name: 'Dover', price: '£5.99' },
    ]);
    const saved = parsed('content/faqs/dover.yaml', 'name: Dover\nprice: "£6.99"\n');
    const second = validateRecords(collection([deal, saved]));
    // The same validated object for the file kept, a new one for the file saved.
    expect(second.records[0]!.data).toBe(first.records[0]!.data);
    expect(second.records[1]!.data).not.toBe(first.records[1]!.data);
    expect(second.records[1]!.data).toEqual({ name: 'Dover', price: '£6.99' });
  });

  it('validates a kept file again against another schema, and reports what that one refuses', () => {
    const deal = parsed('content/faqs/deal.yaml', 'name: Deal\nprice: "£4.99"\n');
    expect(validateRecords(collection([deal])).diagnostics).toEqual([]);
    const stricter = z.strictObject({ name: z.string(), price: z.string(), county: z.string() });
    const { records, diagnostics } = validateRecords(collection([deal], stricter));
    expect(records).toEqual([]);
    expect(diagnostics.map((d) => [d.rule, d.field])).toEqual([['content/missing-field', 'county']]);
  });

  // The build cache stores a file's validated values, marked so (cache/persistentCache.ts); the cache is of the same code, or not used.
  it('gives what a file validated to, for the cache, and takes values stored as validated as they are', () => {
    const deal = parsed('content/faqs/deal.yaml', 'name: Deal\nprice: " £4.99 "\n');
    const bad = parsed('content/faqs/bad.yaml', 'name: Bad\n');
    expect(validatedData(deal)).toBeUndefined();
    validateRecords(collection([deal, bad]));
    expect([validatedData(deal), validatedData(bad)]).toEqual([{ name: 'Deal', price: '£4.99' }, undefined]);
    const stored = (validated: boolean) => {
      // Values this schema would refuse, to tell whether they were validated.
      const data = { name: 'Dover', price: 42 };
      const result = storedSourceFile('content/faqs/dover.yaml', () => new Uint8Array(), {
        data,
        body: '',
        bodyLine: 1,
        ...(validated ? { validated: true as const } : {}),
      });
      if (!result.ok) throw new Error('unreachable');
      return validateRecords(collection([result.source]));
    };
    expect(stored(true)).toEqual({ records: [expect.objectContaining({ data: { name: 'Dover', price: 42 } })], diagnostics: [] });
    expect(stored(false).diagnostics.map((d) => d.field)).toEqual(['price']);
  });
});
