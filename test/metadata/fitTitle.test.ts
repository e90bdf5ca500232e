import { describe, expect, it } from 'vitest';
import { fitTitle } from '../../src/metadata/fitTitle.ts';

describe('fitTitle', () => {
  it('keeps the full title when it fits with the site name', () => {
    expect(fitTitle(['Web Hosting in Dover, Kent', 'Web Hosting in Dover'], 'Kent Web Hosting')).toBe('Web Hosting in Dover, Kent');
  });

  it('drops to a shorter form when the full one would pass 60 characters', () => {
    expect(fitTitle(['WordPress Hosting in Newcastle upon Tyne, Tyne and Wear', 'WordPress Hosting in Newcastle upon Tyne'], 'Kent Web Hosting')).toBe(
      'WordPress Hosting in Newcastle upon Tyne',
    );
  });

  it('falls back to the shortest when none fits', () => {
    expect(fitTitle(['a'.repeat(80), 'b'.repeat(50)], 'Kent Web Hosting')).toBe('b'.repeat(50));
  });
});
