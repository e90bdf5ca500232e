import { describe, expect, it } from 'vitest';
import { fillPageTokens } from '../../src/content/resolveClaims.ts';

describe('fillPageTokens', () => {
  it('fills every token, leaves unknown ones as written, and fills the same text afresh each time', () => {
    const text = '{service} in {town}, Kent: {service} from {unknown}';
    expect(fillPageTokens(text, { service: 'VPS Hosting', town: 'Dover' })).toBe('VPS Hosting in Dover, Kent: VPS Hosting from {unknown}');
    expect(fillPageTokens(text, { service: 'Web Hosting', town: 'Deal' })).toBe('Web Hosting in Deal, Kent: Web Hosting from {unknown}');
    expect(fillPageTokens('{town}', { town: 'Deal' })).toBe('Deal');
    expect(fillPageTokens('No tokens, {not a token} or {}', { town: 'Deal' })).toBe('No tokens, {not a token} or {}');
    expect(fillPageTokens('A value may hold $& or {town}', { town: '$1 {service}' })).toBe('A value may hold $& or $1 {service}');
  });
});
