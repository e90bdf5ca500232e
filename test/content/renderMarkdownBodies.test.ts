import { describe, expect, it } from 'vitest';
import { renderMarkdownBodies } from '../../src/content/renderMarkdownBodies.ts';
import { article } from '../../scripts/scaleSet.ts';

describe('renderMarkdownBodies', () => {
  it('gives the same markup, in the same order, whatever the number of worker threads beside the build\'s own', async () => {
    // Enough bodies for every thread to take several batches (each worker is sent two as it starts).
    const items = Array.from({ length: 400 }, (_, i) => ({ body: article(i).split('\n---\n')[1]!, file: `content/services/scale/g${i}.md`, bodyLine: 12 }));
    const inThread = await renderMarkdownBodies(items, { workers: 0 });
    const inWorkers = await renderMarkdownBodies(items, { workers: 2 });
    expect(inThread.threads).toBe(1);
    expect(inWorkers.threads).toBe(3);
    expect(inWorkers.bodies).toHaveLength(400);
    expect(JSON.stringify(inWorkers.bodies)).toBe(JSON.stringify(inThread.bodies));
  });
});
