// One bar of signal at a retreat: the browser says "online", but no request reaches
// the backend. The device must say so, keep the radio quiet (one shared schedule, one
// small probe at a time, not a retry loop per collection) and sync everything as soon
// as the backend answers again, with or without an event to say so.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_MESSAGES } from '../../domain/sync-messages.ts';
import { addHistoryItem } from '../../sync/commands/history-commands.ts';
import type { SyncStatusStore } from '../../sync/status/sync-status-store.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { serverDocs } from './helpers/sync-compare.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startSyncBackend();
  user = await backend.createUser('liefi');
});

afterAll(async () => {
  await backend?.stop();
});

/** Resolves once `check` holds, checking now and on every change of the status; fails after `timeoutMs`. */
const until = (what: string, status: SyncStatusStore, check: () => boolean, timeoutMs = 10_000) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`waited ${timeoutMs} ms for ${what}; the status is ${JSON.stringify(status.getStatus())}`));
    }, timeoutMs);
    const holds = () => {
      if (!check()) return;
      clearTimeout(timer);
      stop();
      resolve();
    };
    const stop = status.subscribe(holds);
    holds();
  });

/** Resolves once `check` holds, looking every 20 ms (for what no status change announces); fails after `timeoutMs`. */
async function eventually(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a connection that is up but does not answer', () => {
  it('says the server is unreachable, sends one probe at a time at a steady gap, and syncs once requests work', async () => {
    const device = new TestDevice(backend, { sync: { retry: { initialMs: 100, maxMs: 800 }, pollIntervalMs: 0 } });
    await device.signIn(user);
    const session = await device.open();
    await device.settle();

    device.unreachable.add('/rest/v1');
    const titles = ['Lagoon yin', 'Sound bath with Ravi', 'Sunrise breathwork'];
    for (const title of titles) await addHistoryItem({ content_type: 'blog', title });
    session.sync?.syncNow(); // every collection asks the server at once, as a focus or a poll would
    await until('the device to find the server unreachable', session.status, () => !device.session?.sync?.runtime.reachable);
    expect(session.status.getStatus()).toMatchObject({ state: 'offline', connected: false, label: SYNC_MESSAGES.unreachableWaiting(3) });

    // Each request now waits for the shared gate: one probe after 200 ms, then one every 720-800 ms;
    // a busy machine only stretches the gaps, so fewer requests, never more.
    const startedAt = Date.now();
    const before = device.blocked;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const probes = device.blocked - before;
    const seconds = (Date.now() - startedAt) / 1000;
    expect(probes, `${probes} requests in ${seconds.toFixed(1)} s`).toBeLessThanOrEqual(Math.ceil(seconds / 0.72) + 2);
    expect(probes).toBeGreaterThan(0);

    device.unreachable.delete('/rest/v1');
    device.env.emit('focus'); // the tab comes to the front: one probe now, whatever the backoff says
    await device.settle();
    expect(session.status.getStatus()).toMatchObject({ state: 'saved', connected: true, pendingChanges: 0 });
    const onServer = (await serverDocs(backend, user.id, 'content_history')).map((row) => row.title);
    expect(onServer).toEqual(expect.arrayContaining(titles));
    await device.close();
  });

  it('notices on its own that the server answers again, within one probe gap, and sends everything at once', async () => {
    const device = new TestDevice(backend, { sync: { retry: { initialMs: 100, maxMs: 800 }, pollIntervalMs: 0 } });
    await device.signIn(user);
    const session = await device.open();
    await device.settle();

    device.unreachable.add('/rest/v1');
    const titles = ['Moonlight yin with Zoë', 'Hot stone massage, Saturday'];
    for (const title of titles) await addHistoryItem({ content_type: 'blog', title });
    session.sync?.syncNow();
    await until('the device to find the server unreachable', session.status, () => !device.session?.sync?.runtime.reachable);

    // While cut off, only the small probe asks; the work waits for its answer.
    const firstProbe = device.blockedRequests.length;
    await eventually('two more probes', () => device.blockedRequests.length >= firstProbe + 2);
    const whileClosed = device.blockedRequests.slice(firstProbe + 1);
    expect(whileClosed.length).toBeGreaterThan(0);
    for (const request of whileClosed) expect(request).toBe('HEAD /rest/v1/subscription_plans');

    // The backend answers again; no focus, no network event, no Retry.
    device.unreachable.delete('/rest/v1');
    await until('everything to sync', session.status, () => session.status.getStatus().state === 'saved', 20_000);
    expect(session.status.getStatus()).toMatchObject({ state: 'saved', connected: true, pendingChanges: 0 });
    const onServer = (await serverDocs(backend, user.id, 'content_history')).map((row) => row.title);
    expect(onServer).toEqual(expect.arrayContaining(titles));
    await device.close();
  });
});
