import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import LazyAjv from '../../src/check/parallel/lazyAjv.ts';

// The check worker's html-validate gets LazyAjv for Ajv (src/compiledCode.mjs): it must answer
// as Ajv does, only later.
const schema = { $id: 'rule/example', type: 'object', additionalProperties: false, properties: { size: { type: 'number', even: true } } };
const even = { keyword: 'even', validate: (wanted: boolean, value: number) => !wanted || value % 2 === 0 };

describe('Ajv compiling on first use', () => {
  it('answers valid and invalid data as Ajv does, with the same errors, keywords added first included', () => {
    const lazy = new LazyAjv({ strict: true }).addKeyword(even);
    const eager = new Ajv({ strict: true });
    eager.addKeyword(even);
    const lazyValidate = lazy.compile(schema);
    const eagerValidate = eager.compile(schema);
    for (const data of [{ size: 2 }, { size: 3 }, { size: 'big' }, { colour: 'red' }]) {
      expect(lazyValidate(data)).toBe(eagerValidate(data));
      expect(lazyValidate.errors).toEqual(eagerValidate.errors);
    }
    expect(lazyValidate({ size: 3 })).toBe(false);
  });

  it('hands out one validator per schema id, before and after compiling, as html-validate asks for it again', () => {
    const lazy = new LazyAjv();
    expect(lazy.getSchema('rule/example')).toBeUndefined();
    const validate = lazy.compile({ ...schema, properties: { size: { type: 'number' } } });
    expect(lazy.getSchema('rule/example')).toBe(validate);
    expect(validate({ size: 1 })).toBe(true);
    expect(lazy.getSchema('rule/example')).toBe(validate);
    // A second schema compiled after the first validator ran reaches the same Ajv, with its own id.
    const other = lazy.compile({ $id: 'rule/other', type: 'string' });
    expect(other('text')).toBe(true);
    expect(other(1)).toBe(false);
  });

  it('reports a schema Ajv refuses when its validator is first called', () => {
    const validate = new LazyAjv({ strict: true }).compile({ type: 'object', unknownKeyword: 1 });
    expect(() => validate({})).toThrow(/unknownKeyword/);
  });
});
