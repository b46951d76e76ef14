// The history screen's first read of the device's history on disk (history-on-disk.ts),
// asked for ahead of the screen: the page's start asks on a reload of the history tab,
// and the route beside the screen's code, before RxDB has started. Once RxDB opens its
// thirteen collections, a read waits behind them in the browser's database; asked for
// first, it does not. The screen takes the read (useWholeHistory) or, when none was
// asked for, reads itself.
import { getAuthState } from '../auth/auth-store.ts';
import { type HistoryOnDisk, readHistoryOnDisk } from '../db/history-on-disk.ts';
import { chosenStudio } from '../team/studio-choice.ts';
import { currentUserData } from '../user-data/user-data-store.ts';

let ahead: { key: string; read: Promise<HistoryOnDisk | null> } | null = null;
/** The last read while the database was not open: asked for again (by the page's start and by its route, or after the screen has read for itself), it is not read twice. */
let lastKey: string | null = null;

function readKey(userId: string, limit: number): { key: string; studioId: string } {
  const studioId = chosenStudio(userId).id;
  return { key: `${userId}|${studioId}|${limit}`, studioId };
}

/** Starts reading the newest `limit` items from disk, when someone is signed in and their database is not open yet. */
export function preloadHistoryOnDisk(limit: number): void {
  const userId = getAuthState().user?.id;
  if (!userId || currentUserData() !== null) return;
  const { key, studioId } = readKey(userId, limit);
  if (lastKey === key) return;
  lastKey = key;
  ahead = { key, read: readHistoryOnDisk(userId, studioId, limit) };
}

/** The read asked for ahead, if it is this one (it is taken: a later screen reads afresh), else a new read. */
export function readHistoryAhead(userId: string, limit: number): Promise<HistoryOnDisk | null> {
  const { key, studioId } = readKey(userId, limit);
  const taken = ahead;
  ahead = null;
  if (taken?.key === key) return taken.read;
  lastKey = key;
  return readHistoryOnDisk(userId, studioId, limit);
}

/** The database is open (or nobody is signed in): a read asked for ahead is not wanted any more. */
export function forgetHistoryAhead(): void {
  ahead = null;
  lastKey = null;
}
