import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('writes each offered currency with its sign and two decimals', () => {
    expect(formatMoney(49.5, 'EUR')).toBe('€49.50');
    expect(formatMoney(79, 'USD')).toBe('$79.00');
    expect(formatMoney(12, 'GBP')).toBe('£12.00');
    expect(formatMoney(25, 'CAD')).toBe('CA$25.00');
    expect(formatMoney(30.1, 'AUD')).toBe('A$30.10');
    expect(formatMoney(1500, 'MUR')).toBe('Rs 1,500.00');
  });

  it('groups thousands, rounds to cents and keeps a sign before the currency', () => {
    expect(formatMoney(12500.456, 'MUR')).toBe('Rs 12,500.46');
    expect(formatMoney(-49.5, 'EUR')).toBe('-€49.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('writes a code it has no sign for, and falls back on dollars for nothing', () => {
    expect(formatMoney(10, 'chf')).toBe('CHF 10.00');
    expect(formatMoney(10, '')).toBe('$10.00');
    expect(formatMoney(Number.NaN, 'EUR')).toBe('€0.00');
  });
});
