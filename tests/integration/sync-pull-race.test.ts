// A device pulls back the rows it pushed (sync_pull's p_ids) to learn the server's
// new `_modified`. RxDB applies a pulled page only after the pull handler returns,
// and skips a row whose push it has not recorded yet: the pull's checkpoint has then
// moved past the row, so asking again is the only way the stamp still reaches the
// device. These tests drive the real pull and push handlers against the local
// backend, in a fixed order (a pulled page the device does not apply is exactly what
// RxDB does in that race), and check that the row is asked for until it can land.
import 'fake-indexeddb/auto';
import type { RxCollection } from 'rxdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHistoryItem } from '../../sync/commands/history-commands.ts';
import { createSyncIssueLog } from '../../sync/db/sync-issue-log.ts';
import { ServerWriters } from '../../sync/db/server-writers.ts';
import { createPullHandler, localStampsOf, type PullCheckpoint } from '../../sync/replication/pull-handler.ts';
import { createPushHandler } from '../../sync/replication/push-handler.ts';
import { RecentlyPushed } from '../../sync/replication/recently-pushed.ts';
import type { DocState } from '../../sync/db/device-database.ts';
import { SyncRuntime } from '../../sync/replication/sync-runtime.ts';
import { PendingChanges } from '../../sync/status/pending-changes.ts';
import { SyncStatusStore } from '../../sync/status/sync-status-store.ts';
import type { UserDataSession } from '../../sync/user-data/user-data-store.ts';
import { type SyncBackend, startSyncBackend } from './helpers/sync-backend.ts';
import { TestDevice } from './helpers/sync-device.ts';

/** Holds the answer of the next sync_pull (after the server ran it) until released. */
class PullAnswerGate {
  private armed = false;
  private release: () => void = () => undefined;
  private onArrive: () => void = () => undefined;
  /** Resolves once the held pull has run on the server. */
  arrived: Promise<void> = Promise.resolve();

  hold(): void {
    this.armed = true;
    this.arrived = new Promise((resolve) => {
      this.onArrive = resolve;
    });
  }

  open(): void {
    this.release();
  }

  async pass(request: Request, handle: (request: Request) => Promise<Response>): Promise<Response> {
    const response = await handle(request);
    if (!this.armed || !new URL(request.url).pathname.endsWith('/rpc/sync_pull')) return response;
    this.armed = false;
    const released = new Promise<void>((resolve) => {
      this.release = resolve;
    });
    this.onArrive();
    await released;
    return response;
  }
}

let backend: SyncBackend;
let device: TestDevice;
let session: UserDataSession;
const gate = new PullAnswerGate();

beforeAll(async () => {
  backend = await startSyncBackend();
  const user = await backend.createUser('race');
  device = new TestDevice({ ...backend, handle: (request) => gate.pass(request, backend.handle) });
  await device.signIn(user);
  session = await device.open({ sync: false });
});

afterAll(async () => {
  await device?.close();
  await backend?.stop();
});

function history(): RxCollection<DocState> {
  return session.db.content_history as unknown as RxCollection<DocState>;
}

function handlers(options: { readDevice: boolean }) {
  const runtime = new SyncRuntime({ client: device.client, userId: session.userId, env: device.env, status: new SyncStatusStore() });
  const recentlyPushed = new RecentlyPushed();
  const local = options.readDevice ? localStampsOf(history()) : undefined;
  const pullHandler = createPullHandler(runtime, 'content_history', () => undefined, recentlyPushed, local);
  const pushHandler = createPushHandler(runtime, 'content_history', new PendingChanges(() => undefined), createSyncIssueLog(() => session.db), recentlyPushed, { device: device.deviceId, database: 'race' }, new ServerWriters());
  return {
    pull: (checkpoint: PullCheckpoint | undefined) => pullHandler(checkpoint, 100),
    push: (doc: DocState, base?: DocState) => pushHandler([{ newDocumentState: doc, assumedMasterState: base }]),
    /** A pull that passes the checkpoint without asking anything again (another session of the device). */
    checkpointAfter: async (checkpoint: PullCheckpoint) => {
      const other = createPullHandler(runtime, 'content_history', () => undefined, new RecentlyPushed(), local);
      return (await other(checkpoint, 100)).checkpoint as PullCheckpoint;
    },
  };
}

async function deviceDoc(id: string): Promise<DocState> {
  const doc = await history().findOne(id).exec();
  if (!doc) throw new Error(`no document ${id} on the device`);
  return doc.toMutableJSON() as DocState;
}

let earlierPosts = 0;

/** A checkpoint after every row of the user so far. */
async function startingPoint(sync: ReturnType<typeof handlers>): Promise<PullCheckpoint> {
  earlierPosts += 1;
  const earlier = await addHistoryItem({ content_type: 'blog', title: `Earlier post ${earlierPosts}` });
  const doc = await deviceDoc(earlier.id);
  expect(await handlers({ readDevice: false }).push(doc)).toEqual([]);
  const page = await sync.pull(undefined);
  return page.checkpoint as PullCheckpoint;
}

function titlesAndStamps(documents: readonly DocState[]): [unknown, unknown][] {
  return documents.map((doc) => [doc.title, doc.server_modified]);
}

describe('pulling back pushed rows', () => {
  it('asks again for a pushed row until the device holds the server stamp it was sent', async () => {
    const sync = handlers({ readDevice: true });
    const start = await startingPoint(sync);
    const made = await addHistoryItem({ content_type: 'email', title: 'Made on the tablet' });
    expect(await sync.push(await deviceDoc(made.id))).toEqual([]);
    const stamp = (await backend.rows('content_history', session.userId)).find((row) => row.id === made.id)?._modified;
    expect(typeof stamp).toBe('string');

    // The pull-back answers with the row; RxDB skips it (its push not recorded yet).
    const skipped = await sync.pull(start);
    expect(titlesAndStamps(skipped.documents)).toEqual([['Made on the tablet', stamp]]);
    expect((await deviceDoc(made.id)).server_modified).toBeNull();

    // The checkpoint has passed the row: only asking again can still bring the stamp.
    const again = await sync.pull(skipped.checkpoint as PullCheckpoint);
    expect(titlesAndStamps(again.documents)).toEqual([['Made on the tablet', stamp]]);

    // Applied this time: the device holds the stamp and the next pull asks for nothing.
    await (await history().findOne(made.id).exec())?.incrementalPatch({ server_modified: again.documents[0]?.server_modified });
    expect((await deviceDoc(made.id)).server_modified).toBe(stamp);
    const after = await sync.pull(again.checkpoint as PullCheckpoint);
    expect(after.documents).toEqual([]);
  });

  it('keeps asking for a row pushed again while a pull-back was out', async () => {
    const sync = handlers({ readDevice: false });
    const start = await startingPoint(sync);
    const made = await addHistoryItem({ content_type: 'social', title: 'First words' });
    const first = await deviceDoc(made.id);
    expect(await sync.push(first)).toEqual([]);
    const firstStamp = (await backend.rows('content_history', session.userId)).find((row) => row.id === made.id)?._modified as string;

    // A pull-back runs on the server, and its answer is still on the way back ...
    gate.hold();
    const out = sync.pull(start);
    await gate.arrived;
    // ... when the edited row is pushed and accepted.
    const edited = { ...first, title: 'Second words', server_modified: firstStamp };
    expect(await sync.push(edited, { ...first, server_modified: firstStamp })).toEqual([]);
    const secondStamp = (await backend.rows('content_history', session.userId)).find((row) => row.id === made.id)?._modified;
    expect(secondStamp).not.toBe(firstStamp);
    gate.open();
    const stale = await out;
    expect(titlesAndStamps(stale.documents)).toEqual([['First words', firstStamp]]);

    // Another pull passed the edited row while RxDB could not apply it (its push not
    // recorded yet). The pull-back of the first push must not end the second's mark.
    const passed = await sync.checkpointAfter(stale.checkpoint as PullCheckpoint);
    const again = await sync.pull(passed);
    expect(titlesAndStamps(again.documents)).toEqual([['Second words', secondStamp]]);
  });
});
