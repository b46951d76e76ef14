import { describe, expect, it } from 'vitest';
import { filterHistory, type HistoryEntry, NO_FILTERS } from './history-filter.ts';

const items: HistoryEntry[] = [
  { id: '1', user_id: 'owner', title: 'Morning yoga flow for beginners', content_type: 'blog', status: 'published', created_at: '2026-11-02T09:00:00.000Z' },
  { id: '2', user_id: 'aroha', title: 'Breathwork tips for busy parents', content_type: 'social', status: 'draft', created_at: '2026-11-10T09:00:00.000Z' },
  { id: '3', user_id: 'owner', title: 'Yin yoga retreat announcement', content_type: 'newsletter', status: 'scheduled', created_at: '2026-11-05T09:00:00.000Z' },
  { id: '4', user_id: 'owner', title: 'Ayurveda welcome email', content_type: 'email', status: 'archived', created_at: '2026-10-20T09:00:00.000Z' },
  { id: '5', user_id: 'aroha', title: 'Restorative yoga class reel', content_type: 'video', status: 'draft', created_at: '2026-11-12T09:00:00.000Z' },
];

const ids = (list: HistoryEntry[]) => list.map((item) => item.id);

describe('filterHistory', () => {
  it('lists everything newest first without filters', () => {
    expect(ids(filterHistory(items, NO_FILTERS))).toEqual(['5', '2', '3', '1', '4']);
  });

  it('searches titles, forgiving a typo and any case', () => {
    expect(ids(filterHistory(items, { ...NO_FILTERS, search: 'YOGA' }))).toEqual(['5', '3', '1']);
    expect(ids(filterHistory(items, { ...NO_FILTERS, search: 'breathwrk' }))).toEqual(['2']);
  });

  it('searches the type, by value or by its label', () => {
    expect(ids(filterHistory(items, { ...NO_FILTERS, search: 'newsletter' }))).toEqual(['3']);
    expect(ids(filterHistory(items, { ...NO_FILTERS, search: 'Email Marketing' }))).toEqual(['4']);
  });

  it('filters by status and by type', () => {
    expect(ids(filterHistory(items, { ...NO_FILTERS, status: 'draft' }))).toEqual(['5', '2']);
    expect(ids(filterHistory(items, { ...NO_FILTERS, type: 'blog' }))).toEqual(['1']);
  });

  it('filters by who made it, with the other filters', () => {
    expect(ids(filterHistory(items, { ...NO_FILTERS, author: 'aroha' }))).toEqual(['5', '2']);
    expect(ids(filterHistory(items, { ...NO_FILTERS, author: 'owner', search: 'yoga' }))).toEqual(['3', '1']);
    expect(ids(filterHistory(items, { ...NO_FILTERS, author: 'someone else' }))).toEqual([]);
  });

  it('combines search, status and type: all must match', () => {
    expect(ids(filterHistory(items, { ...NO_FILTERS, search: 'yoga', status: 'draft' }))).toEqual(['5']);
    expect(ids(filterHistory(items, { ...NO_FILTERS, search: 'yoga', status: 'draft', type: 'blog' }))).toEqual([]);
    expect(ids(filterHistory(items, { ...NO_FILTERS, search: 'yoga', status: 'published', type: 'blog' }))).toEqual(['1']);
    expect(ids(filterHistory(items, { ...NO_FILTERS, search: '  ', status: 'archived', type: 'email' }))).toEqual(['4']);
  });

  it('finds nothing for an unrelated search', () => {
    expect(filterHistory(items, { ...NO_FILTERS, search: 'kettlebell' })).toEqual([]);
  });

  it('searches the text too: every word typed, any case, found in the title or the text', () => {
    const withText: HistoryEntry[] = [
      { ...items[0]!, content: '## Arrive early\n\nBring a **Bolster** and a blanket.' },
      { ...items[1]!, content: 'Breathe in for four, out for six.' },
      { ...items[2]!, content: '' },
    ];
    expect(ids(filterHistory(withText, { ...NO_FILTERS, search: 'bolster' }))).toEqual(['1']);
    expect(ids(filterHistory(withText, { ...NO_FILTERS, search: 'blanket bolster' }))).toEqual(['1']);
    expect(ids(filterHistory(withText, { ...NO_FILTERS, search: 'bolster six' }))).toEqual([]);
    expect(ids(filterHistory(withText, { ...NO_FILTERS, search: 'out for six' }))).toEqual(['2']);
  });

  const planned: HistoryEntry[] = [
    { ...items[0]!, scheduled_for: '2026-12-20T09:00:00.000Z', published_at: '2026-11-03T10:00:00.000Z' },
    { ...items[1]!, scheduled_for: null },
    { ...items[2]!, scheduled_for: '2026-12-01T09:00:00.000Z' },
    { ...items[3]!, scheduled_for: '2027-01-15T09:00:00.000Z', published_at: '2026-12-24T10:00:00.000Z' },
    { ...items[4]!, scheduled_for: null },
  ];

  it('sorts by the planned or the published date, newest first, the items without one last (newest made first)', () => {
    expect(ids(filterHistory(planned, { ...NO_FILTERS, sort: 'planned' }))).toEqual(['4', '1', '3', '5', '2']);
    expect(ids(filterHistory(planned, { ...NO_FILTERS, sort: 'published' }))).toEqual(['4', '1', '5', '2', '3']);
    expect(ids(filterHistory(planned, { ...NO_FILTERS, sort: 'planned', search: 'yoga' }))).toEqual(['1', '3', '5']);
  });

  it('keeps the items whose sorted-by date falls in the range, both days included', () => {
    expect(ids(filterHistory(planned, { ...NO_FILTERS, from: '2026-11-05', to: '2026-11-10' }))).toEqual(['2', '3']);
    expect(ids(filterHistory(planned, { ...NO_FILTERS, from: '2026-11-10' }))).toEqual(['5', '2']);
    expect(ids(filterHistory(planned, { ...NO_FILTERS, to: '2026-10-31' }))).toEqual(['4']);
    expect(ids(filterHistory(planned, { ...NO_FILTERS, sort: 'planned', from: '2026-12-01', to: '2026-12-31' }))).toEqual(['1', '3']);
    expect(ids(filterHistory(planned, { ...NO_FILTERS, sort: 'published', from: '2026-12-01' }))).toEqual(['4']);
  });
});
