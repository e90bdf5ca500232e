import { describe, expect, it } from 'vitest';
import { editDistance, nearest, suggestClosest } from '../../src/content/suggest.ts';

describe('suggestClosest', () => {
  const towns = ['maidstone', 'canterbury', 'ashford', 'dover', 'deal'];

  it('suggests the nearest slug for a typo', () => {
    expect(suggestClosest('maidstnoe', towns)).toBe('maidstone');
    expect(suggestClosest('canterbery', towns)).toBe('canterbury');
  });

  it('suggests nothing when no slug is close', () => {
    expect(suggestClosest('manchester', towns)).toBeUndefined();
  });

  it('still names the nearest when nothing is close, marked as no likely typo', () => {
    expect(nearest('maidstnoe', towns)).toEqual({ candidate: 'maidstone', likelyTypo: true });
    expect(nearest('manchester', towns)).toEqual({ candidate: expect.any(String), likelyTypo: false });
    expect(towns).toContain(nearest('manchester', towns)!.candidate);
    expect(nearest('anything', [])).toBeUndefined();
  });

  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});
