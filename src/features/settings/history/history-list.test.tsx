import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '#domain/tools.ts';
import type { ContentHistoryDoc } from '#sync/history.ts';
import { HistoryList } from './history-list.tsx';

const item = (i: number): ContentHistoryDoc => ({
  id: `item-${i}`,
  user_id: 'user',
  content_type: CONTENT_TYPES[i % CONTENT_TYPES.length] ?? 'blog',
  title: `Post ${i}`,
  content: '',
  metadata: {},
  status: 'draft',
  word_count: 100,
  created_at: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
  updated_at: '2026-01-01T00:00:00.000Z',
  server_modified: null,
});

const render = (count: number) =>
  renderToString(<HistoryList items={Array.from({ length: count }, (_, i) => item(i))} onOpen={() => undefined} onStatusChange={() => undefined} initialHeight={900} />);
const rows = (html: string) => html.match(/<li /g)?.length ?? 0;

describe('HistoryList', () => {
  it('renders only a window of rows for 5,000 items, sized for the whole list', () => {
    const html = render(5_000);
    expect(rows(html)).toBeGreaterThan(5);
    expect(rows(html)).toBeLessThan(30);
    expect(html).toContain('aria-setsize="5000"');
    expect(html).toContain('Post 0');
    expect(html).not.toContain('Post 100<');
  });

  it('renders every row of a short list', () => {
    expect(rows(render(6))).toBe(6);
  });
});
