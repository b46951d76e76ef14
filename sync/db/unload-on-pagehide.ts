// Stands in for the `unload` package in the browser build (vite.config.ts aliases it).
// broadcast-channel's leader election (RxDB multi-instance) registers its clean-up
// through that package, which listens to `unload`: that listener keeps every signed-in
// page out of the back/forward cache and Lighthouse flags it. The same clean-up runs
// here on `pagehide` when the page is really going away (not when it enters the
// back/forward cache, where it may come back alive). The package's listener:
// https://github.com/pubkey/unload/blob/master/src/browser.js ; why: https://web.dev/articles/bfcache#never-use-the-unload-event
type Listener = () => unknown;

const LISTENERS = new Set<Listener>();
let listening = false;

function startListening(): void {
  if (listening || typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
  listening = true;
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) void runAll();
  });
}

export function add(fn: Listener) {
  startListening();
  if (typeof fn !== 'function') throw new Error('Listener is no function');
  LISTENERS.add(fn);
  return {
    remove: () => LISTENERS.delete(fn),
    run: () => {
      LISTENERS.delete(fn);
      return fn();
    },
  };
}

export function runAll(): Promise<unknown[]> {
  const results = [...LISTENERS].map((fn) => fn());
  LISTENERS.clear();
  return Promise.all(results);
}

export function removeAll(): void {
  LISTENERS.clear();
}

export function getSize(): number {
  return LISTENERS.size;
}
