import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIEF_ERRORS, type BriefFields } from '../../domain/brief-rules.ts';
import { WRITE_ERRORS } from '../../domain/sync-messages.ts';
import { brief$, briefs$ } from '../queries/live-queries.ts';
import { memoryIndexedDb, openOfflineUserData } from '../test-support/memory-device.ts';
import { openUserData, removeUserData } from '../user-data/open-user-data.ts';
import { createBrief, deleteBrief, updateBrief } from './brief-commands.ts';

const USER = '6f1c7a0e-8a43-4d55-9d1e-2b7d7f2a9c01';
const STUDIO = '0b6d3c52-1f0e-4c8e-9a55-0d7e1c2b3a44';

const RETREAT: BriefFields = {
  kind: 'workshop',
  title: 'Solstice Retreat: two nights of yoga by the lagoon',
  starts_on: '2026-06-20',
  ends_on: '2026-06-22',
  times: 'arrive from 3pm',
  location: 'Lagoon Flow studio, Royal Road, Grand Baie',
  leaders: 'Anaïs (yoga), Ravi (sound bath)',
  price: 'Rs 12,500 per person',
  bring: 'yoga mat, warm layers',
  booking: 'https://wa.me/23055550000',
  places_left: 12,
  audience: 'regulars and beginners',
  key_message: 'Two nights to slow down',
  avoid: "no 'detox'",
  details: '',
};

afterEach(async () => {
  vi.useRealTimers();
  await removeUserData();
});

describe('brief commands on the device database', () => {
  it('creates briefs in the studio the user works in, lists them newest first, edits and deletes them', async () => {
    const { db } = await openUserData({ userId: USER, studioId: STUDIO, indexedDb: memoryIndexedDb(), multiInstance: false, devMode: true, sync: false });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime('2026-05-01T09:00:00Z');
    const retreat = await createBrief(RETREAT);
    vi.setSystemTime('2026-05-01T09:05:00Z');
    const yin = await createBrief({ ...RETREAT, kind: 'class', title: 'Tuesday yin', starts_on: '', ends_on: '', places_left: null });
    expect(retreat).toEqual({ ...RETREAT, id: expect.any(String), user_id: USER, studio_id: STUDIO, created_at: expect.any(String), updated_at: expect.any(String) });
    expect((await firstValueFrom(briefs$(db))).map((brief) => brief.title)).toEqual(['Tuesday yin', RETREAT.title]);

    vi.setSystemTime('2026-05-02T10:00:00Z');
    await updateBrief(retreat.id, { places_left: 3, price: 'Rs 11,000 early bird' });
    const edited = await firstValueFrom(brief$(db, retreat.id));
    expect(edited).toMatchObject({ places_left: 3, price: 'Rs 11,000 early bird', title: RETREAT.title, updated_at: '2026-05-02T10:00:00.000000Z' });
    expect(edited).not.toHaveProperty('server_modified');
    await updateBrief(retreat.id, { places_left: null });
    expect((await firstValueFrom(brief$(db, retreat.id)))?.places_left).toBeNull();

    await deleteBrief(yin.id);
    expect((await firstValueFrom(briefs$(db))).map((brief) => brief.id)).toEqual([retreat.id]);
    expect(await firstValueFrom(brief$(db, yin.id))).toBeNull();
  });

  it('refuses a brief that breaks a rule with its sentence, and writes nothing', async () => {
    const { db } = await openOfflineUserData(USER);
    await expect(createBrief({ ...RETREAT, ends_on: '2026-06-19' })).rejects.toThrow(BRIEF_ERRORS.endsBeforeStart);
    await expect(createBrief({ ...RETREAT, places_left: -1 })).rejects.toThrow(BRIEF_ERRORS.placesLeft);
    await expect(createBrief({ ...RETREAT, title: 't'.repeat(201) })).rejects.toThrow("The brief's title is 201 characters; the most is 200. Shorten it to save.");
    expect(await db.briefs.count().exec()).toBe(0);

    const brief = await createBrief(RETREAT);
    await expect(updateBrief(brief.id, { starts_on: '2026-02-30' })).rejects.toThrow(BRIEF_ERRORS.startsOn);
    expect((await firstValueFrom(brief$(db, brief.id)))?.starts_on).toBe('2026-06-20');
    await expect(updateBrief('9d3c1f0e-0000-4000-8000-000000000000', { title: 'Gone' })).rejects.toThrow(WRITE_ERRORS.notFound('This brief'));
  });

  it('takes only the brief\'s own fields from what a screen passes', async () => {
    const { db } = await openOfflineUserData(USER);
    const brief = await createBrief(RETREAT);
    const whole = { ...brief, id: 'another', user_id: 'someone else', title: 'Renamed' } as Partial<BriefFields>;
    await updateBrief(brief.id, whole);
    expect(await firstValueFrom(brief$(db, brief.id))).toMatchObject({ id: brief.id, user_id: USER, title: 'Renamed' });
  });
});
