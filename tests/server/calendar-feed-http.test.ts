// The calendar feed over HTTP, as a calendar app fetches it from the local backend (no
// API key, no session): 200 text/calendar with the studio's scheduled and published
// items, one and the same 404 for a wrong, revoked or malformed secret, never another
// studio's items; 500 items that ical.js reads whole. The hosted function's handler,
// run against the same backend, answers the same calendar.
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedUrl as feedUrl } from '../../domain/calendar-feed.ts';
import { handleCalendarFeed } from '../../supabase/functions/calendar-feed/handler.ts';
import { type RestBackend, startRestBackend, type TestUser } from './harness/rest-backend.ts';

let backend: RestBackend;
let owner: TestUser;
let other: TestUser;

async function makeFeed(user: TestUser): Promise<string> {
  const { data, error } = await user.client.rpc('create_calendar_feed', { p_studio: user.id });
  if (error) throw error;
  return (data as { token: string }).token;
}

async function addItems(user: TestUser, rows: Record<string, unknown>[]): Promise<void> {
  await backend.ctx!.db.asSuperuser(async (tx) => {
    for (const row of rows) {
      await tx.query(
        `insert into public.content_history (id, user_id, studio_id, content_type, title, content, status, scheduled_for, published_at, channel)
         values ($1, $2, $2, 'social', $3, $4, $5, $6, $7, $8)`,
        [row.id ?? randomUUID(), user.id, row.title, row.content ?? 'Text', row.status, row.scheduled_for ?? null, row.published_at ?? null, row.channel ?? null],
      );
    }
  });
}

function events(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

const get = (url: string, init?: RequestInit) => fetch(url, init);

beforeAll(async () => {
  backend = await startRestBackend({ local: true });
  owner = await backend.newUser('feed-owner', { businessName: 'Lotus Yoga' });
  other = await backend.newUser('feed-other', { businessName: 'Other Studio' });
  await addItems(owner, [
    { id: '11111111-1111-4111-8111-111111111111', title: 'Full moon flow', status: 'scheduled', scheduled_for: '2026-12-24T08:30:00Z', channel: 'instagram' },
    { title: 'Autumn retreat recap', status: 'published', published_at: '2026-11-30T18:00:00Z', channel: 'blog' },
    { title: 'Secret draft', content: 'Draft text nobody outside may read', status: 'draft' },
  ]);
  await addItems(other, [{ title: 'Not yours', status: 'scheduled', scheduled_for: '2026-12-24T09:00:00Z' }]);
  await makeFeed(other);
});

afterAll(async () => {
  await backend?.stop();
});

describe('GET /functions/v1/calendar-feed/<secret>.ics', () => {
  it('answers the studio’s calendar as text/calendar, without an API key', async () => {
    const answer = await get(feedUrl(backend.url, await makeFeed(owner)));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await answer.text();
    expect(text).toContain('X-WR-CALNAME:Lotus Yoga: content plan\r\n');
    const found = events(text);
    expect(found.map((event) => event.summary)).toEqual(['Autumn retreat recap (Blog, published)', 'Full moon flow (Instagram, scheduled)']);
    expect(found[1]!.uid).toBe('11111111-1111-4111-8111-111111111111@localhost:4173');
    expect(found[1]!.startDate.toJSDate().toISOString()).toBe('2026-12-24T08:30:00.000Z');
    expect(text).not.toContain('Secret draft');
    expect(text).not.toContain('Draft text');
    expect(text).not.toContain('Not yours');
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await get(feedUrl(backend.url, await makeFeed(owner)), { method: 'HEAD' });
    expect([answer.status, answer.headers.get('content-type'), await answer.text()]).toEqual([200, 'text/calendar; charset=utf-8', '']);
  });

  it('answers a revoked, replaced, unknown or malformed secret with the same 404', async () => {
    const replaced = await makeFeed(owner);
    const current = await makeFeed(owner);
    const { error } = await owner.client.rpc('revoke_calendar_feed', { p_studio: owner.id });
    expect(error).toBeNull();
    const base = `${backend.url}/functions/v1/calendar-feed`;
    const urls = [
      feedUrl(backend.url, replaced),
      feedUrl(backend.url, current),
      feedUrl(backend.url, '0'.repeat(64)),
      `${base}/${current}`,
      `${base}/${current.toUpperCase()}.ics`,
      `${base}/nothing.ics`,
      `${base}/${'%00'.repeat(3)}.ics`,
      `${base}/${'a'.repeat(5000)}.ics`,
      `${base}?token=${current}`,
      base,
    ];
    for (const url of urls) {
      const answer = await get(url);
      expect([url.slice(0, 120), answer.status, answer.headers.get('content-type'), await answer.text()]).toEqual([
        url.slice(0, 120),
        404,
        'text/plain; charset=utf-8',
        'Not found\n',
      ]);
    }
  });

  it('refuses other methods without reading anything', async () => {
    const answer = await get(feedUrl(backend.url, await makeFeed(owner)), { method: 'POST', body: '{}' });
    expect(answer.status).toBe(405);
  });

  it('writes 500 items that ical.js reads back whole, each with its alarm', async () => {
    const many = await backend.newUser('feed-many', { businessName: 'Études & Co' });
    await addItems(
      many,
      Array.from({ length: 500 }, (_, n) => ({
        title: `Séance n°${n} 🧘, «calme»; détente`,
        status: 'scheduled',
        scheduled_for: new Date(Date.UTC(2027, 0, 1) + n * 3_600_000).toISOString(),
      })),
    );
    const text = await (await get(feedUrl(backend.url, await makeFeed(many)))).text();
    const root = new ICAL.Component(ICAL.parse(text));
    const found = root.getAllSubcomponents('vevent');
    expect(found).toHaveLength(500);
    expect(found.every((event) => event.getFirstSubcomponent('valarm') !== null)).toBe(true);
    expect(new ICAL.Event(found[42]!).summary).toBe('Séance n°42 🧘, «calme»; détente (Instagram, scheduled)');
  });
});

describe('the hosted calendar-feed handler', () => {
  it('answers the same calendar through the project’s REST API', async () => {
    const secret = await makeFeed(owner);
    const env: Record<string, string> = { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey, SITE_URL: 'http://localhost:4173' };
    const hosted = await handleCalendarFeed(new Request(`https://project.example/functions/v1/calendar-feed/${secret}.ics`), { get: (name) => env[name] });
    const local = await get(feedUrl(backend.url, secret));
    expect(hosted.status).toBe(200);
    expect(hosted.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const withoutStamp = (text: string) => text.replace(/DTSTAMP:\d{8}T\d{6}Z/g, '');
    expect(withoutStamp(await hosted.text())).toBe(withoutStamp(await local.text()));
    const missing = await handleCalendarFeed(new Request(`https://project.example/functions/v1/calendar-feed/${'0'.repeat(64)}.ics`), { get: (name) => env[name] });
    expect([missing.status, await missing.text()]).toEqual([404, 'Not found\n']);
    const garbage = await handleCalendarFeed(new Request('https://project.example/functions/v1/calendar-feed/x.ics'), { get: (name) => env[name] });
    expect(garbage.status).toBe(404);
  });
});
