// The first Intl formatter a page makes loads the locale's data: 30-110 ms of main
// thread in a fresh tab, inside the first render of a screen that shows a date or a
// number (the dashboard's cards, the history's rows). That data is the browser process's,
// not the page's: once a worker has made the same formatters, the screen's own cost
// about a millisecond. So a signed-in start has a short-lived worker make them while the
// screen's code and data load; public pages show no dates and start none.

let started = false;

/** Starts the worker once per page; where workers cannot start, the screen makes its formatters itself. */
export function warmIntlOffThread(): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  try {
    const worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module', name: 'intl-warm' });
    worker.onerror = () => worker.terminate();
  } catch (error) {
    console.warn('Could not start the Intl warm-up', error);
  }
}
