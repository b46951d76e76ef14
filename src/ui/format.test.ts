import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '#domain/tools.ts';
import { CONTENT_TYPE_OPTIONS, contentTypeLabel, formatDate, formatDateTime, formatDayMonth, formatNumber } from './format.ts';

const iso = '2026-11-18T09:30:00Z';

describe('dates in the reader locale', () => {
  it('writes the day, month and year of a date', () => {
    const text = formatDate(iso);
    expect(text).toMatch(/18/);
    expect(text).toMatch(/2026/);
    expect(formatDate(new Date(iso))).toBe(text);
  });

  it('leaves missing and invalid dates blank', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDayMonth('not a date')).toBe('');
  });

  it('writes a short day without the year, and a moment with its time', () => {
    expect(formatDayMonth(iso)).toMatch(/18/);
    expect(formatDayMonth(iso)).not.toMatch(/2026/);
    expect(formatDateTime(iso)).toMatch(/2026/);
    expect(formatDateTime(iso).length).toBeGreaterThan(formatDate(iso).length);
  });
});

describe('formats kept for reuse', () => {
  it('write what the locale methods write, call after call', () => {
    for (const value of [iso, '2026-01-02T23:59:00Z', '1999-12-31T00:00:00Z']) {
      const date = new Date(value);
      expect(formatDate(value)).toBe(date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }));
      expect(formatDayMonth(value)).toBe(date.toLocaleDateString(undefined, { day: 'numeric', month: 'short' }));
      expect(formatDateTime(value)).toBe(date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
    }
    for (const count of [0, 7, 1234567]) expect(formatNumber(count)).toBe(count.toLocaleString());
  });
});

describe('numbers', () => {
  it('groups the digits of large counts', () => {
    expect(formatNumber(12480)).toMatch(/^12\D?480$/);
    expect(formatNumber(7)).toBe('7');
  });
});

describe('content type labels', () => {
  it('reads a content type as the name of its tool', () => {
    expect(contentTypeLabel('seo')).toBe('SEO Content Optimizer');
    expect(contentTypeLabel('image')).toBe('AI Images');
    expect(contentTypeLabel('other')).toBe('other');
  });

  it('offers every content type as a choice', () => {
    expect(CONTENT_TYPE_OPTIONS.map((option) => option.value)).toEqual([...CONTENT_TYPES]);
    expect(CONTENT_TYPE_OPTIONS[0]).toEqual({ value: 'blog', label: 'Blog Articles' });
  });
});
