import { describe, expect, it } from 'vitest';
import { renderMarkdownBodies } from '../../src/content/renderMarkdownBodies.ts';
import { article } from '../../scripts/scaleSet.ts';

describe('renderMarkdownBodies', () => {
  it('gives the same markup, in the same order, whatever the number of worker threads', async () => {
    const items = Array.from({ length: 1600 }, (_, i) => ({ body: article(i).split('\n---\n')[1]!, file: `content/services/scale/g${i}.md`, bodyLine: 12 }));
    const inThread = await renderMarkdownBodies(items, { workers: 1 });
    const inWorkers = await renderMarkdownBodies(items, { workers: 2 });
    expect(inWorkers).toHaveLength(1600);
    expect(JSON.stringify(inWorkers)).toBe(JSON.stringify(inThread));
  });
});
