// The entry's first import, so it runs before React's code is evaluated: a reload of the
// history tab starts reading its first rows from disk (sync/hooks/history-ahead.ts) at
// once. A document's first IndexedDB request waits for the browser to set up the page's
// storage (30-60 ms here), so the earlier it is asked, the less the rows wait for it.
// The signed-in machinery (RxDB's start among it) waits until those rows are drawn
// (first-screen.ts).
import { getAuthState } from '#sync/auth.ts';
import { preloadHistoryOnDisk, whenHistoryAheadDrawn } from '#sync/history-ahead.ts';
import { HISTORY_FIRST_PAGE } from '../features/settings/settings-tab-code.ts';
import { settingsTabFrom } from '../features/settings/settings-tabs.ts';
import { firstScreenDrawsReadAhead } from './first-screen.ts';

const { pathname, search } = window.location;
if (pathname === '/settings' && settingsTabFrom(new URLSearchParams(search).get('tab')) === 'history' && getAuthState().user) {
  const read = preloadHistoryOnDisk(HISTORY_FIRST_PAGE);
  if (read) firstScreenDrawsReadAhead(whenHistoryAheadDrawn(read));
}
