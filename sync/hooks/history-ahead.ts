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

let ahead: { key: string; read: Promise<HistoryOnDisk | null>; answer?: HistoryOnDisk | null } | null = null;
/** The last read while the database was not open: asked for again (by the page's start and by its route, or after the screen has read for itself), it is not read twice. */
let lastKey: string | null = null;

function readKey(userId: string, limit: number): { key: string; studioId: string } {
  const studioId = chosenStudio(userId).id;
  return { key: `${userId}|${studioId}|${limit}`, studioId };
}

/**
 * Starts reading the newest `limit` items from disk, when someone is signed in and their
 * database is not open yet; the read started (null when none was).
 */
export function preloadHistoryOnDisk(limit: number): Promise<HistoryOnDisk | null> | null {
  const userId = getAuthState().user?.id;
  if (!userId || currentUserData() !== null) return null;
  const { key, studioId } = readKey(userId, limit);
  if (lastKey === key) return null;
  lastKey = key;
  const started: NonNullable<typeof ahead> = { key, read: readHistoryOnDisk(userId, studioId, limit) };
  void started.read.then((answer) => {
    started.answer = answer;
  });
  ahead = started;
  return started.read;
}

/** The rows read ahead for this screen, when they have been read already (a first render can draw them); else null. Not taken: readHistoryAhead still answers them. */
export function historyAheadAnswered(userId: string, limit: number): HistoryOnDisk | null {
  return ahead?.key === readKey(userId, limit).key ? (ahead.answer ?? null) : null;
}

/** How long the page's start waits at most for the screen to draw the rows read ahead: it may never come (another route, its code not cached offline). */
const DRAWN_AT_THE_LATEST_MS = 2_000;

let drawnNow: (() => void) | null = null;

/**
 * Resolves once the screen has drawn the rows of `read` (historyAheadDrawn), or once it
 * will not: the read found nothing or failed, the database opened first
 * (forgetHistoryAhead), or two seconds have passed.
 */
export function whenHistoryAheadDrawn(read: Promise<HistoryOnDisk | null>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      if (drawnNow === done) drawnNow = null;
      resolve();
    };
    const timer = setTimeout(done, DRAWN_AT_THE_LATEST_MS);
    drawnNow = done;
    read.then((value) => {
      if (!value) done();
    }, done);
  });
}

/** The screen has drawn rows read from disk. */
export function historyAheadDrawn(): void {
  drawnNow?.();
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
  drawnNow?.();
}
