import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarFeedItem, calendarFileName, itemLink, studioCalendar } from './calendar-feed.ts';

const item = (over: Partial<CalendarFeedItem & { published_link: string | null }>): CalendarFeedItem & { published_link: string | null } => ({
  id: 'id-1',
  title: 'Spring retreat',
  channel: 'instagram',
  status: 'scheduled',
  scheduled_for: '2026-12-10T08:00:00Z',
  published_at: null,
  published_link: null,
  updated_at: '2026-12-05T10:00:00Z',
  ...over,
});

function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  return root.getAllSubcomponents('vevent').map((component) => ({ component, event: new ICAL.Event(component) }));
}

describe('studioCalendar', () => {
  const text = studioCalendar({
    studioName: 'Lotus Yoga',
    appUrl: 'https://app.example',
    now: '2026-12-07T12:00:00Z',
    items: [
      item({ id: 'later', scheduled_for: '2026-12-12T17:00:00Z', title: 'Sound bath, Friday; bring a mat' }),
      item({ id: 'draft', status: 'draft', scheduled_for: null, title: 'Secret draft' }),
      item({ id: 'review', status: 'in_review', scheduled_for: '2026-12-09T08:00:00Z', title: 'Under review' }),
      item({ id: 'archived', status: 'archived', title: 'Old' }),
      item({ id: 'done', status: 'published', scheduled_for: null, published_at: '2026-12-01T09:00:00Z', channel: 'blog', title: '', published_link: 'https://blog.example/p/1' }),
      item({ id: 'soon' }),
    ],
  });
  const events = parse(text);

  it('has the scheduled and published items only, in time order', () => {
    expect(events.map(({ event }) => event.uid)).toEqual(['done@app.example', 'soon@app.example', 'later@app.example']);
    expect(text).not.toContain('Secret draft');
    expect(text).not.toContain('Under review');
  });

  it('says the title, channel and status, and links back to the item', () => {
    const [done, soon, later] = events;
    expect(soon!.event.summary).toBe('Spring retreat (Instagram, scheduled)');
    expect(later!.event.summary).toBe('Sound bath, Friday; bring a mat (Instagram, scheduled)');
    expect(done!.event.summary).toBe('Untitled item (Blog, published)');
    expect(done!.event.description).toContain('Published at: https://blog.example/p/1');
    expect(soon!.event.description).toContain('Open in the studio: https://app.example/settings?tab=history&item=soon');
    expect(soon!.component.getFirstPropertyValue('url')).toBe('https://app.example/settings?tab=history&item=soon');
  });

  it('starts at the planned moment in UTC and reminds an hour before a scheduled post only', () => {
    const [done, soon] = events;
    expect(soon!.event.startDate.toJSDate().toISOString()).toBe('2026-12-10T08:00:00.000Z');
    expect(soon!.event.startDate.zone?.tzid).toBe('UTC');
    expect(soon!.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT1H');
    expect(done!.component.getFirstSubcomponent('valarm')).toBeNull();
    expect(done!.event.startDate.toJSDate().toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('names the calendar after the studio and stamps each change', () => {
    expect(text).toContain('X-WR-CALNAME:Lotus Yoga: content plan\r\n');
    expect(events[1]!.component.getFirstPropertyValue('last-modified')?.toString()).toBe('2026-12-05T10:00:00Z');
  });

  it('keeps the same UIDs when written again later', () => {
    const again = parse(studioCalendar({ studioName: 'Lotus Yoga', appUrl: 'https://app.example', now: '2026-12-08T12:00:00Z', items: [item({ id: 'soon' })] }));
    expect(again[0]!.event.uid).toBe('soon@app.example');
  });

  it('writes 500 items that ical.js reads back whole', () => {
    const many = Array.from({ length: 500 }, (_, n) =>
      item({
        id: `item-${n}`,
        title: `Séance n°${n} 🧘, «calme»; détente \\ ${'longue '.repeat(n % 7)}`,
        status: n % 3 === 0 ? 'published' : 'scheduled',
        scheduled_for: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
        published_at: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
      }),
    );
    const parsed = parse(studioCalendar({ studioName: 'Études & Co', appUrl: 'https://app.example', now: '2026-12-07T12:00:00Z', items: many }));
    expect(parsed).toHaveLength(500);
    expect(new Set(parsed.map(({ event }) => event.uid)).size).toBe(500);
    expect(parsed[8]!.event.summary).toBe('Séance n°8 🧘, «calme»; détente \\ longue (Instagram, scheduled)');
  });
});

describe('itemLink and calendarFileName', () => {
  it('opens the item in the history', () => {
    expect(itemLink('https://app.example/', 'a b')).toBe('https://app.example/settings?tab=history&item=a%20b');
  });

  it('names the download after the studio and the day', () => {
    expect(calendarFileName('Études & Co: Yoga', '2026-12-07T12:00:00Z')).toBe('etudes-co-yoga-calendar-2026-12-07.ics');
    expect(calendarFileName('', '2026-12-07T12:00:00Z')).toBe('calendar-2026-12-07.ics');
  });
});
