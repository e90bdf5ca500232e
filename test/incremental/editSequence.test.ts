import { describe, expect, it } from 'vitest';
import { runEditSequence } from '../support/editSequence.ts';

// Incremental equals scratch: a seeded random sequence of a writer's edits (records, bodies,
// plan prices, places added, renamed and deleted, redirects, public files, a broken file put
// right) on a small site, each followed by a watch rebuild and a cached `site build`, whose
// outputs must equal a `--no-cache` build byte for byte. `npm run bench` runs longer sequences.
// It fails when a dependency is dropped: with the tracker blind to `summary` reads, round 4
// (a summary edit) leaves two pages stale; with a plan file's change not invalidating its
// collection, round 7 (a price) leaves /whmcs-licenses stale.
describe('incremental builds after random edits', () => {
  it('make the same output as a build from scratch, and a failed build changes nothing', { timeout: 120_000 }, async () => {
    const outcomes = await runEditSequence(2026, 8, 2);
    const wrong = outcomes.filter((outcome) => outcome.watch.length > 0 || outcome.cached.length > 0);
    expect(wrong).toEqual([]);
    // The sequence reached both kinds of step: builds that succeed, and one that fails.
    expect(outcomes.filter((outcome) => outcome.ok).length).toBeGreaterThan(3);
    expect(outcomes.some((outcome) => !outcome.ok)).toBe(true);
  });
});
