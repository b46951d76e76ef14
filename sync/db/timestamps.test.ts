import { describe, expect, it } from 'vitest';
import { normalizeTimestamp } from './timestamps.ts';

describe('normalizeTimestamp', () => {
  it('gives one form for the same instant written by Postgres and by the device', () => {
    const forms = ['2025-01-01T10:00:00.12+00:00', '2025-01-01 10:00:00.120+00', '2025-01-01T10:00:00.120Z', '2025-01-01T12:00:00.12+02:00'];
    expect(new Set(forms.map(normalizeTimestamp))).toEqual(new Set(['2025-01-01T10:00:00.120000Z']));
  });

  it('keeps microseconds', () => {
    expect(normalizeTimestamp('2025-01-01T10:00:00.123456+00:00')).toBe('2025-01-01T10:00:00.123456Z');
  });

  it('handles offsets that cross midnight and whole seconds', () => {
    expect(normalizeTimestamp('2025-01-01T01:30:00-05:30')).toBe('2025-01-01T07:00:00.000000Z');
    expect(normalizeTimestamp('2024-12-31T23:59:59+01')).toBe('2024-12-31T22:59:59.000000Z');
  });

  it('leaves what is not a timestamp alone', () => {
    expect(normalizeTimestamp('hello')).toBe('hello');
  });
});
