// The Realtime websocket on the wire, with a plain `ws` client: exact Phoenix frames
// (vsn 2.0.0 arrays and 1.0.0 objects), refused upgrades, join errors, leave and token
// expiry followed by silence, row level security on DELETE and on old rows, rows too
// large for NOTIFY, idle sockets and shutdown.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createApp, createServerContext } from '../../server/app.ts';
import { verifyJwt } from '../../server/auth/jwt.ts';
import type { Claims } from '../../server/db/database.ts';
import { attachRealtime } from '../../server/realtime/realtime-server.ts';

type Frame = [string | null, string | null, string, string, Record<string, unknown>];
type Row = Record<string, unknown>;

const ctx = await createServerContext({ memory: true });
const server = serve({ fetch: createApp(ctx).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
attachRealtime(server, ctx);
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const wsBase = base.replace('http', 'ws');
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.db.close();
});

let users = 0;

async function signUp(options: { admin?: boolean } = {}): Promise<{ id: string; token: string; claims: Claims }> {
  const email = `wire-${++users}-${Date.now()}@example.com`;
  const response = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ctx.config.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Lotus-breath-33' }),
  });
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  if (!options.admin) return { id: session.user.id, token: session.access_token, claims: await verifyJwt(ctx.config, session.access_token) };
  const appMetadata = { provider: 'email', providers: ['email'], role: 'admin' };
  const token = await sign({ sub: session.user.id, app_metadata: appMetadata }, Math.floor(Date.now() / 1000) + 3600);
  return { id: session.user.id, token, claims: await verifyJwt(ctx.config, token) };
}

function sign(claims: Row, exp: number): Promise<string> {
  return new SignJWT({ aud: 'authenticated', role: 'authenticated', ...claims, exp })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(ctx.config.jwtSecret));
}

class Wire {
  readonly frames: Frame[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      this.frames.push(frame);
      for (const waiter of this.waiters.filter((w) => w.match(frame))) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static open(apikey = ctx.config.anonKey, vsn = '2.0.0'): Promise<Wire> {
    const ws = new WebSocket(`${wsBase}/realtime/v1/websocket?apikey=${apikey}&vsn=${vsn}`);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new Wire(ws)));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(JSON.stringify(frame));
  }

  next(match: (f: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame arrived')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      });
    });
  }

  private lastRef = 100;

  async join(topic: string, bindings: Row[], accessToken?: string, joinRef = String(++this.lastRef)): Promise<Frame> {
    const config = { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, postgres_changes: bindings, private: false };
    this.send([joinRef, joinRef, topic, 'phx_join', { config, ...(accessToken ? { access_token: accessToken } : {}) }]);
    return this.next((f) => f[1] === joinRef && f[2] === topic && f[3] === 'phx_reply');
  }

  changes(topic: string): Frame[] {
    return this.frames.filter((f) => f[2] === topic && f[3] === 'postgres_changes');
  }

  close(): void {
    this.ws.close();
  }
}

function refusedWith(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => reject(new Error('the upgrade was accepted')));
    ws.once('error', () => {});
  });
}

const history = (filter?: string): Row => ({ event: '*', schema: 'public', table: 'content_history', ...(filter ? { filter } : {}) });

async function insertHistory(claims: Claims, title: string): Promise<string> {
  const { rows } = await ctx.db.asRole(claims, (tx) =>
    tx.query<{ id: string }>(`insert into public.content_history (user_id, content_type, title) values ($1, 'blog', $2) returning id`, [
      claims.sub,
      title,
    ]),
  );
  return rows[0]!.id;
}

let markers = 0;
let markerWriter: Promise<{ id: string; token: string; claims: Claims }> | undefined;

/**
 * Returns once the server has sent this socket whatever it had to send about changes
 * committed so far. A user of its own (whose rows no other user of these tests may
 * read) writes a marker row that reaches a channel of this socket; the server sends
 * changes in commit order, so anything about earlier ones went out first.
 */
async function delivered(wire: Wire): Promise<void> {
  markerWriter ??= signUp();
  const writer = await markerWriter;
  const topic = `realtime:marker-${++markers}`;
  await wire.join(topic, [{ event: 'INSERT', schema: 'public', table: 'content_history', filter: `user_id=eq.${writer.id}` }], writer.token);
  await insertHistory(writer.claims, topic);
  await wire.next((f) => f[2] === topic && f[3] === 'postgres_changes');
}

describe('upgrade', () => {
  it('refuses a missing or foreign apikey (401), an unknown path (404) and an unknown vsn (400)', async () => {
    const user = await signUp();
    expect(await refusedWith(`${wsBase}/realtime/v1/websocket?vsn=2.0.0`)).toBe(401);
    expect(await refusedWith(`${wsBase}/realtime/v1/websocket?apikey=${user.token}&vsn=2.0.0`)).toBe(401);
    expect(await refusedWith(`${wsBase}/realtime/v1/websocket?apikey=not-a-key&vsn=2.0.0`)).toBe(401);
    expect(await refusedWith(`${wsBase}/elsewhere?apikey=${ctx.config.anonKey}`)).toBe(404);
    expect(await refusedWith(`${wsBase}/realtime/v1/websocket?apikey=${ctx.config.anonKey}&vsn=3.0.0`)).toBe(400);
  });
});

describe('frames', () => {
  it('replies to join, heartbeat and a change exactly as Supabase Realtime does', async () => {
    const user = await signUp();
    const wire = await Wire.open();
    const reply = await wire.join('realtime:exact', [history(`user_id=eq.${user.id}`)], user.token, '1');
    const id = ((reply[4].response as Row).postgres_changes as Row[])[0]?.id;
    expect(typeof id).toBe('number');
    expect(reply).toEqual([
      '1',
      '1',
      'realtime:exact',
      'phx_reply',
      { status: 'ok', response: { postgres_changes: [{ ...history(`user_id=eq.${user.id}`), id }] } },
    ]);
    expect(await wire.next((f) => f[3] === 'system')).toEqual([
      '1',
      null,
      'realtime:exact',
      'system',
      { status: 'ok', message: 'Subscribed to PostgreSQL', extension: 'postgres_changes', channel: 'exact' },
    ]);

    wire.send([null, '7', 'phoenix', 'heartbeat', {}]);
    expect(await wire.next((f) => f[1] === '7')).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);

    const rowId = await insertHistory(user.claims, 'exact frame');
    const frame = await wire.next((f) => f[3] === 'postgres_changes');
    const { rows } = await ctx.db.asRole(user.claims, (tx) =>
      tx.query<{ row: Row }>('select to_jsonb(t) as row from public.content_history t where id = $1', [rowId]),
    );
    expect(frame).toEqual([
      null,
      null,
      'realtime:exact',
      'postgres_changes',
      {
        ids: [id],
        data: {
          schema: 'public',
          table: 'content_history',
          commit_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          type: 'INSERT',
          columns: expect.arrayContaining([
            { name: 'id', type: 'uuid' },
            { name: 'metadata', type: 'jsonb' },
            { name: 'word_count', type: 'int4' },
            { name: 'created_at', type: 'timestamptz' },
            { name: '_deleted', type: 'bool' },
          ]),
          record: rows[0]!.row,
          errors: null,
        },
      },
    ]);
    expect((frame[4].data as Row).record).toMatchObject({ created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+\+00:00$/) });
    wire.close();
  });

  it('speaks vsn 1.0.0 (JSON objects) too', async () => {
    const wire = await Wire.open(ctx.config.anonKey, '1.0.0');
    wire.send({ join_ref: '3', ref: '3', topic: 'realtime:v1', event: 'phx_join', payload: { config: { postgres_changes: [] } } });
    const reply = await wire.next(() => true);
    expect(reply).toEqual({ join_ref: '3', ref: '3', topic: 'realtime:v1', event: 'phx_reply', payload: { status: 'ok', response: { postgres_changes: [] } } });
    wire.close();
  });

  it('lists in ids only the bindings whose event and filter match', async () => {
    const user = await signUp();
    const wire = await Wire.open();
    const reply = await wire.join(
      'realtime:many',
      [
        { event: 'INSERT', schema: 'public', table: 'content_history' },
        { event: 'UPDATE', schema: 'public', table: 'content_history', filter: 'word_count=gt.10' },
        { event: '*', schema: 'public', filter: 'status=in.(published,"scheduled")' },
      ],
      user.token,
    );
    const [insertId, bigUpdateId, publishedId] = ((reply[4].response as Row).postgres_changes as Row[]).map((b) => b.id);
    // One write at a time: the record is read when the change is processed, so a later
    // write in the same batch would show through (see server/realtime/subscriber-view.ts).
    const rowId = await insertHistory(user.claims, 'many bindings');
    await wire.next((f) => f[3] === 'postgres_changes');
    await ctx.db.asRole(user.claims, (tx) => tx.query(`update public.content_history set word_count = 5 where id = $1`, [rowId]));
    await delivered(wire);
    await ctx.db.asRole(user.claims, (tx) =>
      tx.query(`update public.content_history set word_count = 50, status = 'published' where id = $1`, [rowId]),
    );
    await wire.next(() => wire.changes('realtime:many').length === 2);
    await delivered(wire);
    const seen = wire.changes('realtime:many').map((f) => [(f[4].data as Row).type, f[4].ids]);
    expect(seen).toEqual([
      ['INSERT', [insertId]],
      ['UPDATE', [bigUpdateId, publishedId]],
    ]);
    wire.close();
  });

  it('answers broadcast/presence-only joins with ok, and unsupported pushes and unknown topics with errors', async () => {
    const wire = await Wire.open();
    expect((await wire.join('realtime:room', []))[4]).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    wire.send(['1', '2', 'realtime:room', 'presence', { type: 'presence', event: 'track', payload: {} }]);
    expect((await wire.next((f) => f[1] === '2'))[4]).toEqual({ status: 'error', response: { reason: 'presence is not supported by this server' } });
    wire.send(['9', '3', 'realtime:nowhere', 'access_token', { access_token: 'x' }]);
    expect((await wire.next((f) => f[1] === '3'))[4]).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    await delivered(wire);
    expect(wire.frames.some((f) => f[2] === 'realtime:room' && f[3] === 'system')).toBe(false);
    wire.close();
  });
});

describe('join errors', () => {
  it('refuses bad filters, unpublished tables and bad tokens with a reason', async () => {
    const user = await signUp();
    const wire = await Wire.open();
    const reason = async (bindings: Row[], token?: string) => ((await wire.join('realtime:bad', bindings, token))[4].response as Row).reason;
    expect(await reason([history('user_id=like.abc')], user.token)).toMatch(/^Invalid filter/);
    expect(await reason([history('no_such_column=eq.1')], user.token)).toMatch(/has no column "no_such_column"/);
    expect(await reason([{ event: '*', schema: 'auth', table: 'users' }], user.token)).toMatch(/not in the publication/);
    expect(await reason([{ event: 'TRUNCATE', schema: 'public', table: 'content_history' }], user.token)).toMatch(/event must be/);
    expect(await reason([history()], 'a.b.c')).toMatch(/^Invalid token/);
    const expired = await sign({ sub: user.id }, Math.floor(Date.now() / 1000) - 30);
    const expiredReason = String(await reason([history()], expired));
    expect(expiredReason).toMatch(/^Token has expired \d+ seconds ago$/);
    expect(Number(expiredReason.split(' ')[3])).toBeGreaterThanOrEqual(30);
    await insertHistory(user.claims, 'nobody joined');
    await delivered(wire);
    expect(wire.changes('realtime:bad')).toEqual([]);
    wire.close();
  });
});

describe('after leave or token expiry', () => {
  it('sends nothing after phx_leave', async () => {
    const user = await signUp();
    const wire = await Wire.open();
    await wire.join('realtime:leave', [history()], user.token);
    await insertHistory(user.claims, 'before leave');
    await wire.next((f) => f[3] === 'postgres_changes');
    wire.send(['1', '5', 'realtime:leave', 'phx_leave', {}]);
    expect(await wire.next((f) => f[1] === '5')).toEqual(['1', '5', 'realtime:leave', 'phx_reply', { status: 'ok', response: {} }]);
    await insertHistory(user.claims, 'after leave');
    await delivered(wire);
    expect(wire.changes('realtime:leave')).toHaveLength(1);
    wire.close();
  });

  it('closes the channel when an access_token update is expired, then sends nothing', async () => {
    const user = await signUp();
    const wire = await Wire.open();
    await wire.join('realtime:renew', [history()], user.token, '4');
    const expired = await sign({ sub: user.id }, Math.floor(Date.now() / 1000) - 1);
    wire.send(['4', '6', 'realtime:renew', 'access_token', { access_token: expired }]);
    const system = await wire.next((f) => f[3] === 'system' && f[4].status === 'error');
    expect(system).toEqual([
      '4',
      null,
      'realtime:renew',
      'system',
      { status: 'error', extension: 'system', message: expect.stringMatching(/^Token has expired/), channel: 'renew' },
    ]);
    expect(await wire.next((f) => f[3] === 'phx_close')).toEqual(['4', '4', 'realtime:renew', 'phx_close', {}]);
    expect(wire.frames.some((f) => f[1] === '6')).toBe(false);
    await insertHistory(user.claims, 'after expiry');
    await delivered(wire);
    expect(wire.changes('realtime:renew')).toEqual([]);
    wire.close();
  });

  it('closes the channel by itself when its token expires', async () => {
    const user = await signUp();
    const wire = await Wire.open();
    const shortLived = await sign({ sub: user.id }, Math.floor(Date.now() / 1000) + 2);
    expect((await wire.join('realtime:short', [history()], shortLived))[4].status).toBe('ok');
    await wire.next((f) => f[3] === 'phx_close', 4000);
    await insertHistory(user.claims, 'after the token died');
    await delivered(wire);
    expect(wire.changes('realtime:short')).toEqual([]);
    wire.close();
  });
});

describe('row level security beyond the current row', () => {
  it('tells of a hard DELETE only those who could read the row', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const ownerWire = await Wire.open();
    const strangerWire = await Wire.open();
    const serviceWire = await Wire.open(ctx.config.serviceRoleKey);
    await ownerWire.join('realtime:d', [{ event: 'DELETE', schema: 'public', table: 'content_history' }], owner.token);
    await strangerWire.join('realtime:d', [{ event: 'DELETE', schema: 'public', table: 'content_history' }], stranger.token);
    await serviceWire.join('realtime:d', [{ event: 'DELETE', schema: 'public', table: 'content_history' }]);
    const rowId = await insertHistory(owner.claims, 'to be deleted');
    await ctx.db.asRole(owner.claims, (tx) => tx.query('delete from public.content_history where id = $1', [rowId]));

    const ownerFrame = await ownerWire.next((f) => f[3] === 'postgres_changes');
    expect(ownerFrame[4].data).toMatchObject({ type: 'DELETE', old_record: { id: rowId, user_id: owner.id, title: 'to be deleted' } });
    expect(ownerFrame[4].data).not.toHaveProperty('record');
    await serviceWire.next((f) => f[3] === 'postgres_changes');
    await delivered(strangerWire);
    expect(strangerWire.changes('realtime:d')).toEqual([]);
    for (const wire of [ownerWire, strangerWire, serviceWire]) wire.close();
  });

  it('follows the policies of a shared table: active prompts for users, all for administrators', async () => {
    const user = await signUp();
    const admin = await signUp({ admin: true });
    const userWire = await Wire.open();
    const adminWire = await Wire.open();
    const prompts = [{ event: '*', schema: 'public', table: 'master_prompts' }];
    await userWire.join('realtime:p', prompts, user.token);
    await adminWire.join('realtime:p', prompts, admin.token);
    const { rows } = await ctx.db.asRole(admin.claims, (tx) =>
      tx.query<{ id: string }>(
        `insert into public.master_prompts (name, content_type, tone, prompt_text) values ('Calm blog', 'blog', 'Wellness', 'Write calmly about {topic}') returning id`,
      ),
    );
    const promptId = rows[0]!.id;
    const adminSees = (count: number) => adminWire.next(() => adminWire.changes('realtime:p').length === count);
    await adminSees(1);
    await ctx.db.asRole(admin.claims, (tx) => tx.query('update public.master_prompts set is_active = false where id = $1', [promptId]));
    await adminSees(2);
    await ctx.db.asRole(admin.claims, (tx) => tx.query('delete from public.master_prompts where id = $1', [promptId]));
    await adminSees(3);
    await Promise.all([delivered(adminWire), delivered(userWire)]);
    const types = (wire: Wire) => wire.changes('realtime:p').map((f) => (f[4].data as Row).type);
    expect(types(adminWire)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    // The user saw the active prompt appear; its deactivation and deletion concern a
    // row the user can no longer read (policy: is_active and not _deleted).
    expect(types(userWire)).toEqual(['INSERT']);
    userWire.close();
    adminWire.close();
  });

  it('sends only the key as old_record when the old row was not readable', async () => {
    const user = await signUp();
    const admin = await signUp({ admin: true });
    const wire = await Wire.open();
    await wire.join('realtime:old', [{ event: 'UPDATE', schema: 'public', table: 'master_prompts' }], user.token);
    const { rows } = await ctx.db.asRole(admin.claims, (tx) =>
      tx.query<{ id: string }>(
        `insert into public.master_prompts (name, content_type, tone, prompt_text, is_active) values ('Hidden draft', 'blog', 'Wellness', 'Draft {topic}', false) returning id`,
      ),
    );
    await ctx.db.asRole(admin.claims, (tx) => tx.query('update public.master_prompts set is_active = true where id = $1', [rows[0]!.id]));
    const frame = await wire.next((f) => f[3] === 'postgres_changes');
    expect(frame[4].data).toMatchObject({ type: 'UPDATE', record: { id: rows[0]!.id, is_active: true }, old_record: { id: rows[0]!.id } });
    expect(Object.keys((frame[4].data as Row).old_record as Row)).toEqual(['id']);
    wire.close();
  });
});

describe('large rows', () => {
  it('announces changes of rows far above the NOTIFY limit; the record is complete, old_record leaves out large values', async () => {
    const user = await signUp();
    const wire = await Wire.open();
    await wire.join('realtime:big', [{ event: '*', schema: 'public', table: 'generator_drafts', filter: `user_id=eq.${user.id}` }], user.token);
    const image = `data:image/png;base64,${'A'.repeat(200_000)}`;
    const id = `${user.id}:image`;
    await ctx.db.asRole(user.claims, (tx) =>
      tx.query(`insert into public.generator_drafts (id, user_id, content_type, output) values ($1, $2, 'image', to_jsonb($3::text))`, [
        id,
        user.id,
        image,
      ]),
    );
    await ctx.db.asRole(user.claims, (tx) => tx.query(`update public.generator_drafts set form = '{"style":"calm"}' where id = $1`, [id]));
    await wire.next(() => wire.changes('realtime:big').length === 2);
    const [insert, update] = wire.changes('realtime:big').map((f) => f[4].data as Row);
    expect(insert).toMatchObject({ type: 'INSERT', record: { id, output: image } });
    expect(update).toMatchObject({ type: 'UPDATE', record: { id, output: image, form: { style: 'calm' } }, old_record: { id, user_id: user.id, form: {} } });
    expect(update?.old_record).not.toHaveProperty('output');
    wire.close();
  });
});

describe('socket lifecycle', () => {
  it('keeps quiet sockets that answer pings, and closes those that answer nothing', async () => {
    const lonely = serve({ fetch: createApp(ctx).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => lonely.once('listening', () => resolve()));
    attachRealtime(lonely, ctx, { idleTimeoutMs: 1000 });
    const url = `ws://127.0.0.1:${(lonely.address() as AddressInfo).port}/realtime/v1/websocket?apikey=${ctx.config.anonKey}&vsn=2.0.0`;
    const alive = new WebSocket(url);
    const dead = new WebSocket(url, { autoPong: false });
    const closedAt = (ws: WebSocket) => new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    const deadClosed = closedAt(dead);
    await Promise.all([alive, dead].map((ws) => new Promise((resolve) => ws.once('open', resolve))));
    expect(await deadClosed).toBe(1000);
    // Two more idle rounds: each ping the live socket answers keeps it open.
    for (const _round of [1, 2]) {
      expect(await Promise.race([once(alive, 'ping').then(() => 'ping'), once(alive, 'close').then(() => 'closed')])).toBe('ping');
    }
    expect(alive.readyState).toBe(WebSocket.OPEN);
    const aliveClosed = closedAt(alive);
    await new Promise<void>((resolve) => lonely.close(() => resolve()));
    expect(await aliveClosed).toBe(1001);
  });

  it('closes its sockets with 1001 when the HTTP server closes', async () => {
    const stopping = serve({ fetch: createApp(ctx).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => stopping.once('listening', () => resolve()));
    attachRealtime(stopping, ctx);
    const port = (stopping.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/realtime/v1/websocket?apikey=${ctx.config.anonKey}&vsn=2.0.0`);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await new Promise((resolve) => ws.once('open', resolve));
    await new Promise<void>((resolve) => stopping.close(() => resolve()));
    expect(await closed).toBe(1001);
  });
});
