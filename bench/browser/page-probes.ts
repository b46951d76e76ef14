// Runs in the page before the app (addInitScript): records, in ms since the
// navigation began, when the measured screens first show their data, how long
// the longest task was, the first download's progress, and each keystroke's
// latency (from the key event to the end of the work it started). Each mark, once set, is
// also logged to the console (`bench:<mark>`): the bench waits for that message instead of
// polling the page, whose script (Playwright's, tens of milliseconds to compile and run on
// the page's main thread) would otherwise be measured with the app's start.
export type ProbeMarks = {
  historyRows?: number;
  dashboard?: number;
  /** The indicator's 'All changes saved' after the download: the replication's own bookkeeping is done too. */
  savedAfterDownload?: number;
  /** The history rows in IndexedDB, counted as soon as the indicator said 'All changes saved'. */
  rowsAtSaved?: number;
  downloadDone?: number;
  longestTask: number;
  keys: number[];
};

export function installProbes(): void {
  const marks: ProbeMarks = { longestTask: 0, keys: [] };
  (window as unknown as { __bench: ProbeMarks }).__bench = marks;
  let downloading = false;
  const set = (mark: 'historyRows' | 'dashboard' | 'downloadDone' | 'savedAfterDownload' | 'rowsAtSaved', value: number) => {
    marks[mark] = value;
    console.debug(`bench:${mark}`);
  };
  /** The documents of every content_history store in the device databases (RxDB names each store's database after its collection). */
  const countHistoryRows = async (): Promise<number> => {
    const names = (await indexedDB.databases()).map((info) => info.name ?? '').filter((name) => name.endsWith('content_history'));
    let total = 0;
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => Object.assign(indexedDB.open(name), { onsuccess(this: IDBOpenDBRequest) { resolve(this.result); }, onerror: reject }));
      for (const store of Array.from(db.objectStoreNames).filter((s) => s.includes('docs'))) {
        total += await new Promise<number>((resolve) => Object.assign(db.transaction(store).objectStore(store).count(), { onsuccess(this: IDBRequest<number>) { resolve(this.result); } }));
      }
      db.close();
    }
    return total;
  };
  const check = () => {
    const now = performance.now();
    if (marks.historyRows === undefined && document.querySelector('ul[aria-label="Content History"] li')) set('historyRows', now);
    if (marks.dashboard === undefined && document.querySelector('ul[aria-label="Recent Content"] li')) {
      const month = document.querySelector('section[aria-labelledby="month-title"] dd');
      // A figure read from the database: not the pending '…', not the 0 of an empty month.
      if (month && /^[1-9][\d,]*$/.test(month.textContent ?? '')) set('dashboard', now);
    }
    const label = document.querySelector('[data-testid="sync-label"]')?.textContent ?? '';
    if (label.includes('Downloading')) downloading = true;
    if (downloading && marks.downloadDone === undefined && !label.includes('Downloading')) set('downloadDone', now);
    if (marks.downloadDone !== undefined && marks.savedAfterDownload === undefined && label === 'All changes saved') {
      set('savedAfterDownload', now);
      countHistoryRows().then((rows) => set('rowsAtSaved', rows));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longestTask = Math.max(marks.longestTask, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  let keyAt = 0;
  window.addEventListener('keydown', (event) => (keyAt = event.timeStamp), true);
  window.addEventListener(
    'input',
    () => {
      const from = keyAt;
      setTimeout(() => marks.keys.push(performance.now() - from), 0);
    },
    true,
  );
}
