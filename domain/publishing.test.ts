import { describe, expect, it } from 'vitest';
import { addDays, comingWeek, dayKey, duePublishing, type PlannedItem, publishedLinkProblem, publishedPerChannelAndMonth } from './publishing.ts';

let serial = 0;
function item(fields: Partial<PlannedItem>): PlannedItem {
  serial += 1;
  return { id: `i${serial}`, status: 'scheduled', scheduled_for: null, published_at: null, channel: 'instagram', ...fields };
}

describe('the studio\'s day', () => {
  it('a moment falls on the calendar day of the time zone, not of UTC', () => {
    expect(dayKey('2026-03-10T20:30:00Z', 'Indian/Mauritius')).toBe('2026-03-11');
    expect(dayKey('2026-03-10T20:30:00Z', 'America/Los_Angeles')).toBe('2026-03-10');
    expect(dayKey('2026-03-10T20:30:00Z', 'UTC')).toBe('2026-03-10');
  });

  it('days are counted on the calendar, across month ends and daylight saving', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('what is due', () => {
  const now = new Date('2026-03-10T18:00:00Z'); // 22:00 in Port Louis, 11:00 in Los Angeles

  it('due today: later today in the studio\'s day; overdue: its moment has passed', () => {
    const tonight = item({ scheduled_for: '2026-03-10T19:30:00Z' }); // 23:30 Port Louis, 12:30 Los Angeles
    const tomorrowThere = item({ scheduled_for: '2026-03-10T21:00:00Z' }); // 01:00 on the 11th in Port Louis
    const thisMorning = item({ scheduled_for: '2026-03-10T05:00:00Z' });
    const lastWeek = item({ scheduled_for: '2026-03-03T09:00:00Z' });
    const items = [lastWeek, tomorrowThere, tonight, thisMorning];

    const mauritius = duePublishing(items, now, 'Indian/Mauritius');
    expect(mauritius.dueToday.map((entry) => entry.id)).toEqual([tonight.id]);
    expect(mauritius.overdue.map((entry) => entry.id)).toEqual([lastWeek.id, thisMorning.id]);

    const losAngeles = duePublishing(items, now, 'America/Los_Angeles');
    expect(losAngeles.dueToday.map((entry) => entry.id)).toEqual([tonight.id, tomorrowThere.id]);
  });

  it('published, archived, drafts and items without a date are never due', () => {
    const items = [
      item({ status: 'published', scheduled_for: '2026-03-10T19:00:00Z', published_at: '2026-03-10T17:00:00Z' }),
      item({ status: 'archived', scheduled_for: '2026-03-01T09:00:00Z' }),
      item({ status: 'draft', scheduled_for: '2026-03-01T09:00:00Z' }),
      item({ status: 'in_review', scheduled_for: '2026-03-10T19:00:00Z' }),
      item({ scheduled_for: null }),
    ];
    expect(duePublishing(items, now, 'UTC')).toEqual({ overdue: [], dueToday: [] });
  });
});

describe('the coming week', () => {
  it('seven days from today, each with its scheduled items by channel, in the studio\'s days', () => {
    const now = new Date('2026-03-10T18:00:00Z');
    const first = item({ scheduled_for: '2026-03-10T19:30:00Z', channel: 'instagram' });
    const second = item({ scheduled_for: '2026-03-10T19:45:00Z', channel: 'instagram' });
    const letter = item({ scheduled_for: '2026-03-12T06:00:00Z', channel: 'newsletter' });
    const late = item({ scheduled_for: '2026-03-16T19:00:00Z', channel: 'blog' }); // the 16th's last hours in UTC, the 16th 23:00 Port Louis
    const beyond = item({ scheduled_for: '2026-03-17T09:00:00Z', channel: 'blog' });
    const week = comingWeek([beyond, late, letter, second, first], now, 'Indian/Mauritius');
    expect(week.map((day) => day.day)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15', '2026-03-16']);
    expect(week[0]!.channels).toEqual([{ channel: 'instagram', items: [first, second] }]);
    expect(week[1]!.channels).toEqual([]);
    expect(week[2]!.channels).toEqual([{ channel: 'newsletter', items: [letter] }]);
    expect(week[6]!.channels).toEqual([{ channel: 'blog', items: [late] }]);
  });
});

describe('published per channel and month', () => {
  it('counts published items by the month they went out, in the time zone, newest month first', () => {
    const items = [
      item({ status: 'published', published_at: '2026-02-28T21:00:00Z', channel: 'instagram' }), // 1 March in Port Louis
      item({ status: 'published', published_at: '2026-03-05T09:00:00Z', channel: 'instagram' }),
      item({ status: 'published', published_at: '2026-03-06T09:00:00Z', channel: 'blog' }),
      item({ status: 'published', published_at: '2026-02-10T09:00:00Z', channel: 'blog' }),
      item({ status: 'scheduled', scheduled_for: '2026-03-06T09:00:00Z', channel: 'blog' }),
    ];
    expect(publishedPerChannelAndMonth(items, 'Indian/Mauritius')).toEqual([
      { month: '2026-03', channel: 'instagram', count: 2 },
      { month: '2026-03', channel: 'blog', count: 1 },
      { month: '2026-02', channel: 'blog', count: 1 },
    ]);
    expect(publishedPerChannelAndMonth(items, 'UTC')[0]).toEqual({ month: '2026-03', channel: 'blog', count: 1 });
  });
});

describe('a published link', () => {
  it('is optional, and when given an http or https address', () => {
    expect(publishedLinkProblem('')).toBeNull();
    expect(publishedLinkProblem(' https://instagram.com/p/abc ')).toBeNull();
    expect(publishedLinkProblem('http://lagoonflow.mu/blog/sunrise')).toBeNull();
    expect(publishedLinkProblem('instagram.com/p/abc')).not.toBeNull();
    expect(publishedLinkProblem('https://')).not.toBeNull();
    expect(publishedLinkProblem('https://exa mple.com')).not.toBeNull();
    expect(publishedLinkProblem(`https://example.com/${'a'.repeat(2000)}`)).not.toBeNull();
  });
});
