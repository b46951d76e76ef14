// The entry's first import, so it runs before React's code is evaluated: a reload of the
// history tab starts reading its first rows from disk (sync/hooks/history-ahead.ts) at
// once. A document's first IndexedDB request waits for the browser to set up the page's
// storage (30-60 ms here), so the earlier it is asked, the less the rows wait for it.
import { getAuthState } from '#sync/auth.ts';
import { preloadHistoryOnDisk } from '#sync/history-ahead.ts';
import { HISTORY_FIRST_PAGE } from '../features/settings/settings-tab-code.ts';
import { settingsTabFrom } from '../features/settings/settings-tabs.ts';

const { pathname, search } = window.location;
if (pathname === '/settings' && settingsTabFrom(new URLSearchParams(search).get('tab')) === 'history' && getAuthState().user) {
  preloadHistoryOnDisk(HISTORY_FIRST_PAGE);
}
