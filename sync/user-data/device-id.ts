// This browser's name for itself in its pushes (sync/replication/sync-origin.ts): random,
// kept in localStorage across sign-outs, studio switches and restarts, so the device knows
// its own earlier writes whichever of its databases made them. One for every account on
// the browser, so a sign-out leaves nothing that names a user. Without storage (blocked)
// it lasts as long as the page.
import { deviceStore, type KeyValueStore } from '../team/device-store.ts';

const KEY = 'sync:device';
let unstored: string | null = null;

function read(store: KeyValueStore | null): string | null {
  try {
    return store?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function deviceId(store: KeyValueStore | null = deviceStore()): string {
  const known = read(store) ?? unstored;
  if (known) return known;
  // 64 random bits: short, as every row the device writes carries it.
  const id = crypto.randomUUID().replaceAll('-', '').slice(0, 16);
  try {
    store?.setItem(KEY, id);
  } catch {
    // Storage refused: this page keeps it.
  }
  unstored = id;
  return id;
}
