import { describe, expect, it } from 'vitest';
import { renderMarkdownBodies } from '../../src/content/renderMarkdownBodies.ts';
import { article } from '../../scripts/scaleSet.ts';

describe('renderMarkdownBodies', () => {
  it("gives the same markup, in the same order, whatever the number of worker threads beside the build's own", async () => {
    // Enough bodies for every thread to take more than one batch: each worker is sent two as it
    // starts (the first four, of 19 to 13 bodies), and the build's thread takes the smaller ones
    // after them while the workers load.
    const items = Array.from({ length: 150 }, (_, i) => ({ body: article(i).split('\n---\n')[1]!, file: `content/services/scale/g${i}.md`, bodyLine: 12 }));
    const inThread = await renderMarkdownBodies(items, { workers: 0 });
    const inWorkers = await renderMarkdownBodies(items, { workers: 2 });
    expect(inThread.threads).toBe(1);
    expect(inWorkers.threads).toBe(3);
    expect(inWorkers.bodies).toHaveLength(150);
    expect(JSON.stringify(inWorkers.bodies)).toBe(JSON.stringify(inThread.bodies));
  });
});
