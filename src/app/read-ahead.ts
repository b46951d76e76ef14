// The entry's first import, so it runs before React's code is evaluated: a reload of the
// history tab starts reading its first rows from disk (sync/hooks/history-ahead.ts) at
// once. A document's first IndexedDB request waits for the browser to set up the page's
// storage (30-60 ms here), so the earlier it is asked, the less the rows wait for it.
// The app's first render waits a moment for them (readAheadAnswered), so that it draws
// them instead of a loading line and a second render; the signed-in machinery (RxDB's
// start among it) waits until they are drawn (first-screen.ts).
import { getAuthState } from '#sync/auth.ts';
import { preloadHistoryOnDisk, whenHistoryAheadDrawn } from '#sync/history-ahead.ts';
import { HISTORY_FIRST_PAGE } from '../features/settings/history/history-first-page.ts';
import { settingsTabFrom } from '../features/settings/settings-tabs.ts';
import { firstScreenDrawsReadAhead } from './first-screen.ts';

const { pathname, search } = window.location;
const historyTab = pathname === '/settings' && settingsTabFrom(new URLSearchParams(search).get('tab')) === 'history';
const read = historyTab && getAuthState().user ? preloadHistoryOnDisk(HISTORY_FIRST_PAGE) : null;
if (read) firstScreenDrawsReadAhead(whenHistoryAheadDrawn(read));

/** Resolves once the rows read ahead have answered, or after `atMostMs` (a slow disk does not hold the page back longer); at once when none are read. */
export function readAheadAnswered(atMostMs: number): Promise<void> {
  if (!read) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, atMostMs);
    const answered = () => {
      clearTimeout(timer);
      resolve();
    };
    read.then(answered, answered);
  });
}
