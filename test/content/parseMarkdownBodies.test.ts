import { describe, expect, it } from 'vitest';
import { parseMarkdownBodies } from '../../src/content/parseMarkdownBodies.ts';
import { article } from '../../scripts/scaleSet.ts';

describe('parseMarkdownBodies', () => {
  it('gives the same trees, in the same order, whatever the number of worker threads', async () => {
    const items = Array.from({ length: 1600 }, (_, i) => ({ body: article(i).split('\n---\n')[1]!, file: `content/services/scale/g${i}.md`, bodyLine: 12 }));
    const inThread = await parseMarkdownBodies(items, { workers: 1 });
    const inWorkers = await parseMarkdownBodies(items, { workers: 2 });
    expect(inWorkers).toHaveLength(1600);
    expect(JSON.stringify(inWorkers)).toBe(JSON.stringify(inThread));
  });
});
