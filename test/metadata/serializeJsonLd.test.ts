import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '../../src/metadata/serializeJsonLd.ts';

describe('serializeJsonLd', () => {
  it('cannot be closed early by </script> in content', () => {
    const json = serializeJsonLd({ name: 'Evil </script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual({ name: 'Evil </script><script>alert(1)</script>' });
  });
});
