import { describe, expect, it } from 'vitest';
import { figureRange, priceValue, summariseEnhancePlans } from '../../src/content/summaries.ts';
import type { EnhancePlan } from '../../src/content/model.ts';

const plan = (name: string, price: string, websites: string, cpu: string, storage: string, popular = false): EnhancePlan => ({
  name,
  price,
  websites,
  cpu,
  storage,
  popular,
  description: 'x',
  ram: '1 GB',
  processes: '20',
  io: '5 MB/s',
  bandwidth: 'Unmetered',
  backups: 'Daily',
});

describe('figureRange', () => {
  it('joins figures that share a unit', () => {
    expect(figureRange('25 websites', '50 websites')).toBe('25-50 websites');
    expect(figureRange('150%', '200%')).toBe('150-200%');
    expect(figureRange('100 GB', '200 GB')).toBe('100-200 GB');
  });

  it('keeps figures whole when their units differ', () => {
    expect(figureRange('100 GB', 'Unlimited')).toBe('100 GB to Unlimited');
  });
});

describe('summariseEnhancePlans', () => {
  it('folds the Agency plans into one line derived from their records', () => {
    const summary = summariseEnhancePlans(
      [
        plan('Solo', '£2.99', '1 website', '50%', '10 GB SSD'),
        plan('Agency 25', '£12.99', '25 websites', '150%', '100 GB'),
        plan('Agency 50', '£19.99', '50 websites', '200%', '200 GB'),
        plan('Reseller', '£29.99', '100 accounts', '400%', 'Unlimited'),
      ],
      'Agency',
    );
    expect(summary.map((s) => s.name)).toEqual(['Solo', 'Agency', 'Reseller']);
    expect(summary[1]).toMatchObject({ price: '£12.99', websites: '25-50 websites', cpu: '150-200%' });
  });
});

describe('priceValue', () => {
  it('strips the pound sign for schema.org', () => {
    expect(priceValue('£4.99')).toBe('4.99');
  });
});
