// Realtime postgres_changes with the real supabase-js client: the join reply and its
// binding ids, heartbeats, a user's own INSERT / UPDATE / DELETE arriving with the
// exact row REST returns, nothing about another user's rows, a bad or expired token
// refused, token switches on a live channel, leaving, and the insert-to-event delay.
// Wire details the client cannot observe are in tests/server/realtime-wire.test.ts.
import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { isHosted, startBackend } from './helpers/start-backend.ts';
import { createTestClient, uniqueEmail } from './helpers/test-client.ts';

const backend = await startBackend({ confirmEmail: false });
afterAll(() => backend.stop());

const PASSWORD = 'Lotus-breath-33';
type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

const clients: SupabaseClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()));
});

async function signedIn(label: string) {
  const { client } = createTestClient(backend);
  clients.push(client);
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(label), password: PASSWORD });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, id: data.session.user.id, token: data.session.access_token };
}

/** Changes a channel received, and a way to wait for the next one that matches. */
class Inbox {
  readonly changes: Change[] = [];
  readonly system: Row[] = [];
  private waiters: { match: (c: Change) => boolean; resolve: (c: Change) => void }[] = [];

  push(change: Change): void {
    this.changes.push(change);
    for (const waiter of this.waiters.filter((w) => w.match(change))) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve(change);
    }
  }

  next(match: (c: Change) => boolean = () => true, timeoutMs = 5000): Promise<Change> {
    const seen = this.changes.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching change arrived')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (change) => {
          clearTimeout(timer);
          resolve(change);
        },
      });
    });
  }
}

type Listen = { event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table?: string; filter?: string };

function listen(client: SupabaseClient, options: Listen = {}) {
  const inbox = new Inbox();
  const statuses: string[] = [];
  const spec = { event: options.event ?? '*', schema: 'public', table: options.table ?? 'content_history' };
  const channel: RealtimeChannel = client
    .channel(`studio-${Math.random().toString(36).slice(2, 8)}`)
    .on('postgres_changes', options.filter ? { ...spec, filter: options.filter } : spec, (change: Change) => inbox.push(change))
    .on('system', {}, (payload: Row) => inbox.system.push(payload));
  const subscribed = new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      statuses.push(status);
      if (status === 'SUBSCRIBED') resolve();
      else reject(error ?? new Error(status));
    });
  });
  return { channel, inbox, statuses, subscribed };
}

async function insertHistory(client: SupabaseClient, userId: string, title: string): Promise<Row> {
  const { data, error } = await client.from('content_history').insert({ user_id: userId, content_type: 'blog', title }).select().single();
  if (error) throw new Error(error.message);
  return data as Row;
}

/**
 * Returns once the server has dispatched every change committed so far: the user's
 * marker row, written now, reaches the user's own channel (changes go out in commit
 * order). A channel that was refused has no later event of its own to wait for.
 */
async function delivered(user: { client: SupabaseClient; id: string }): Promise<void> {
  const marker = listen(user.client, { event: 'INSERT', filter: `user_id=eq.${user.id}` });
  await marker.subscribed;
  const row = await insertHistory(user.client, user.id, 'marker');
  await marker.inbox.next(byId(row.id));
}

function signedWith(secret: string, claims: Row, exp: number): Promise<string> {
  return new SignJWT({ aud: 'authenticated', role: 'authenticated', ...claims, exp })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .sign(new TextEncoder().encode(secret));
}

const byId = (id: unknown) => (c: Change) => (c.new as Row).id === id || (c.old as Row).id === id;

describe('joining', () => {
  it('replies with the bindings and numeric ids (SUBSCRIBED), then a system message', async () => {
    const user = await signedIn('join');
    const { channel, inbox, subscribed } = listen(user.client, { filter: `user_id=eq.${user.id}` });
    await subscribed;
    const ids = channel.bindings.postgres_changes?.map((b) => b.id) ?? [];
    expect(ids).toHaveLength(1);
    expect(typeof ids[0]).toBe('number');
    await expect.poll(() => inbox.system).toContainEqual(
      expect.objectContaining({ status: 'ok', extension: 'postgres_changes', message: 'Subscribed to PostgreSQL' }),
    );
  });

  it('answers heartbeats, so the socket stays up', async () => {
    const user = await signedIn('heartbeat');
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never, heartbeatIntervalMs: 400 },
    });
    clients.push(client);
    await client.realtime.setAuth(user.token);
    const beats: string[] = [];
    client.realtime.onHeartbeat((status) => beats.push(status));
    await listen(client).subscribed;
    await expect.poll(() => beats.filter((b) => b === 'ok').length, { timeout: 6000 }).toBeGreaterThanOrEqual(3);
    expect(beats).not.toContain('timeout');
    expect(client.realtime.isConnected()).toBe(true);
  });

  it('refuses a token with a bad signature (CHANNEL_ERROR) and sends no events', async () => {
    const user = await signedIn('forged');
    const [header, payload] = user.token.split('.');
    const watcher = createTestClient(backend).client;
    clients.push(watcher);
    await watcher.realtime.setAuth(`${header}.${payload}.${'A'.repeat(43)}`);
    const { inbox, subscribed } = listen(watcher);
    const error = await subscribed.then(() => null, (e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    if (!isHosted) expect(error?.message).toMatch(/^Invalid token/);
    await insertHistory(user.client, user.id, 'forged token must not see this');
    await delivered(user);
    expect(inbox.changes).toEqual([]);
  });

  it.skipIf(isHosted)('refuses an expired token with "Token has expired" and sends no events', async () => {
    const user = await signedIn('expired');
    const expired = await signedWith(backend.ctx!.config.jwtSecret, { sub: user.id }, Math.floor(Date.now() / 1000) - 60);
    const watcher = createTestClient(backend).client;
    clients.push(watcher);
    await watcher.realtime.setAuth(expired);
    const { inbox, subscribed } = listen(watcher);
    await expect(subscribed).rejects.toThrow(/^Token has expired \d+ seconds ago/);
    await insertHistory(user.client, user.id, 'expired token must not see this');
    await delivered(user);
    expect(inbox.changes).toEqual([]);
  });
});

describe('changes', () => {
  it('delivers INSERT, UPDATE and DELETE of my own rows with the row REST returns', async () => {
    const user = await signedIn('own');
    const { inbox, subscribed } = listen(user.client, { filter: `user_id=eq.${user.id}` });
    await subscribed;

    const inserted = await insertHistory(user.client, user.id, 'Morning breathwork');
    const insert = await inbox.next((c) => c.eventType === 'INSERT' && byId(inserted.id)(c));
    expect(insert).toMatchObject({ schema: 'public', table: 'content_history', errors: null });
    expect(insert.new).toEqual(inserted);
    expect(Date.parse(insert.commit_timestamp)).not.toBeNaN();

    const { data: updated } = await user.client.from('content_history').update({ title: 'Evening breathwork' }).eq('id', inserted.id).select().single();
    const update = await inbox.next((c) => c.eventType === 'UPDATE' && byId(inserted.id)(c));
    expect(update.new).toEqual(updated);
    expect(update.old).toMatchObject({ id: inserted.id, title: 'Morning breathwork' });

    await user.client.from('content_history').delete().eq('id', inserted.id);
    const removed = await inbox.next((c) => c.eventType === 'DELETE' && byId(inserted.id)(c));
    expect(removed.old).toMatchObject({ id: inserted.id, title: 'Evening breathwork' });
    expect(removed.new).toEqual({});
  });

  it('never tells a user about another user\'s rows, even without a filter', async () => {
    const alice = await signedIn('alice');
    const bob = await signedIn('bob');
    const { inbox, subscribed } = listen(bob.client);
    await subscribed;

    const secret = await insertHistory(alice.client, alice.id, 'Alice private plan');
    await alice.client.from('content_history').update({ title: 'Alice private plan v2' }).eq('id', secret.id);
    await alice.client.from('content_history').delete().eq('id', secret.id);
    // Bob's own row comes after Alice's changes: once it has arrived, hers would have too.
    const mine = await insertHistory(bob.client, bob.id, 'Bob plan');
    await inbox.next(byId(mine.id));
    expect(inbox.changes.filter(byId(secret.id))).toEqual([]);
    expect(inbox.changes.every((c) => (c.new as Row).user_id === bob.id)).toBe(true);
  });

  it('applies the binding filter and event', async () => {
    const user = await signedIn('filter');
    const updates = listen(user.client, { event: 'UPDATE', filter: `title=eq.Keep me` });
    await updates.subscribed;
    const kept = await insertHistory(user.client, user.id, 'Keep me');
    const other = await insertHistory(user.client, user.id, 'Ignore me');
    await user.client.from('content_history').update({ status: 'published' }).in('id', [kept.id, other.id]);
    const change = await updates.inbox.next();
    expect(change).toMatchObject({ eventType: 'UPDATE', new: { id: kept.id, status: 'published' } });
    // A later update of the kept row comes after anything the channel would have had about the others.
    await user.client.from('content_history').update({ status: 'archived' }).eq('id', kept.id);
    await updates.inbox.next((c) => (c.new as Row).status === 'archived');
    expect(updates.inbox.changes.filter((c) => c.eventType !== 'UPDATE' || byId(other.id)(c))).toEqual([]);
  });
});

describe('access tokens on a live channel', () => {
  it('switches the channel to the new user when access_token changes', async () => {
    const alice = await signedIn('switch-a');
    const bob = await signedIn('switch-b');
    const watcher = createTestClient(backend).client;
    clients.push(watcher);
    await watcher.realtime.setAuth(alice.token);
    const { inbox, subscribed } = listen(watcher);
    await subscribed;
    const aliceRow = await insertHistory(alice.client, alice.id, 'for alice');
    await inbox.next(byId(aliceRow.id));

    // setAuth only sends the new token; Bob's first row arriving shows the server has switched.
    await watcher.realtime.setAuth(bob.token);
    const bobRow = await insertHistory(bob.client, bob.id, 'for bob');
    await inbox.next(byId(bobRow.id));
    const aliceLater = await insertHistory(alice.client, alice.id, 'alice again');
    const bobAgain = await insertHistory(bob.client, bob.id, 'bob again');
    await inbox.next(byId(bobAgain.id));
    expect(inbox.changes.filter(byId(aliceLater.id))).toEqual([]);
  });

  it.skipIf(isHosted)('closes the channel with a system error when the new token has expired', async () => {
    const user = await signedIn('renew-expired');
    const watcher = createTestClient(backend).client;
    clients.push(watcher);
    await watcher.realtime.setAuth(user.token);
    const { inbox, statuses, subscribed } = listen(watcher);
    await subscribed;

    const expired = await signedWith(backend.ctx!.config.jwtSecret, { sub: user.id }, Math.floor(Date.now() / 1000) - 5);
    await watcher.realtime.setAuth(expired);
    await expect.poll(() => inbox.system).toContainEqual(
      expect.objectContaining({ status: 'error', extension: 'system', message: expect.stringMatching(/^Token has expired/) }),
    );
    await expect.poll(() => statuses).toContain('CLOSED');
  });
});

describe('leaving', () => {
  // That nothing follows a leave is checked on the wire (tests/server/realtime-wire.test.ts):
  // the client drops a channel it left, so it could not tell.
  it('answers phx_leave with ok', async () => {
    const user = await signedIn('leave');
    const { channel, subscribed } = listen(user.client);
    await subscribed;
    expect(await user.client.removeChannel(channel)).toBe('ok');
  });
});

describe('delay', () => {
  it('delivers an inserted row shortly after the REST insert (median of 20)', async () => {
    const user = await signedIn('delay');
    const { inbox, subscribed } = listen(user.client, { event: 'INSERT', filter: `user_id=eq.${user.id}` });
    await subscribed;
    for (let i = 0; i < 3; i++) await inbox.next(byId((await insertHistory(user.client, user.id, `warm-up ${i}`)).id));
    const total: number[] = [];
    const afterResponse: number[] = [];
    for (let i = 0; i < 20; i++) {
      const title = `timed ${i}`;
      const started = performance.now();
      const arrival = inbox.next((c) => (c.new as Row).title === title).then(() => performance.now());
      const { error } = await user.client.from('content_history').insert({ user_id: user.id, content_type: 'blog', title });
      const responded = performance.now();
      expect(error).toBeNull();
      const arrived = await arrival;
      total.push(arrived - started);
      afterResponse.push(arrived - responded);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(
      `[realtime] REST insert -> event: median ${median(total).toFixed(1)} ms ` +
        `(event after the REST response: median ${median(afterResponse).toFixed(1)} ms)`,
    );
    expect(median(total)).toBeLessThan(500);
  });
});
