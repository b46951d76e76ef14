import { describe, expect, it } from 'vitest';
import { ANALYTICS_PERIODS, analyticsPeriodFrom, DEFAULT_ANALYTICS_PERIOD, periodStart } from './analytics-period.ts';

describe('analytics periods', () => {
  const now = new Date('2025-03-31T12:00:00Z');

  it('start 24 hours, 7, 30 and 90 days before now', () => {
    expect(ANALYTICS_PERIODS.map((period) => periodStart(period, now).toISOString())).toEqual([
      '2025-03-30T12:00:00.000Z',
      '2025-03-24T12:00:00.000Z',
      '2025-03-01T12:00:00.000Z',
      '2024-12-31T12:00:00.000Z',
    ]);
  });

  it('default to 7 days for an unknown value', () => {
    expect(DEFAULT_ANALYTICS_PERIOD).toBe('7d');
    expect(analyticsPeriodFrom('30d')).toBe('30d');
    expect(analyticsPeriodFrom('1y')).toBe('7d');
  });
});
