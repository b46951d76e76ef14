// The "phone" of the live sync test, in its own process: a real device (RxDB over
// fake-indexeddb, supabase-js, our replication) that makes edits on request. Its
// own process because RxDB's free version opens at most 13 collections per process
// and one device database has 13. Messages: {kind:'add', title} -> {at, id} (the
// time of the local write), {kind:'burst', count, prefix} -> {ids}, {kind:'close'}.
import { createClient } from '@supabase/supabase-js';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { WebSocket } from 'ws';
import { addHistoryItem } from '../../sync/commands/history-commands.ts';
import { openUserData } from '../../sync/user-data/open-user-data.ts';
import { FAST_SYNC, TestEnvironment } from './helpers/sync-device.ts';

type Request = { kind: 'add'; title: string } | { kind: 'burst'; count: number; prefix: string } | { kind: 'close' };

const [url = '', anonKey = '', email = '', password = ''] = process.argv.slice(2);
const client = createClient(url, anonKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as never },
});
const { data, error } = await client.auth.signInWithPassword({ email, password });
if (error || !data.user) throw new Error(`phone sign-in failed: ${error?.message}`);
const session = await openUserData({
  userId: data.user.id,
  client,
  indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
  env: new TestEnvironment(),
  multiInstance: false,
  devMode: false,
  sync: FAST_SYNC,
});
await session.syncStarted;

process.on('message', async (request: Request) => {
  if (request.kind === 'add') {
    const at = Date.now();
    const doc = await addHistoryItem({ content_type: 'blog', title: request.title });
    process.send?.({ at, id: doc.id });
  } else if (request.kind === 'burst') {
    const ids: string[] = [];
    for (let i = 1; i <= request.count; i += 1) {
      const doc = await addHistoryItem({ content_type: 'blog', title: `${request.prefix} ${String(i).padStart(3, '0')}` });
      ids.push(doc.id);
    }
    process.send?.({ ids });
  } else {
    await session.close();
    process.send?.({ closed: true });
    process.exit(0);
  }
});
process.send?.({ ready: true });
