// The toast area and react-hot-toast itself, loaded with the first toast a screen
// shows: most first visits show none, so they never download it. Toasts asked for
// while it loads appear as soon as it has (react-hot-toast keeps them in its store).
import { lazy, Suspense, useSyncExternalStore } from 'react';

export type Toast = typeof import('react-hot-toast').default;

const listeners = new Set<() => void>();
let wanted = false;
let loading: Promise<Toast> | undefined;

/** react-hot-toast's `toast`, with the toast area mounted. */
export function loadToast(): Promise<Toast> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  loading ??= import('react-hot-toast').then((module) => module.default);
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

const PHONE = '(max-width: 639px)';
/** The header's height (64 px) and a little air. */
const HEADER_CLEARANCE = 76;
const subscribePhone = (listener: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

export function ToasterHost() {
  const show = useSyncExternalStore(subscribe, () => wanted, () => false);
  // On a phone the form fills the screen from the top: toasts rise from the bottom
  // edge instead, over the space the thumb just left, not over the fields.
  const phone = useSyncExternalStore(subscribePhone, () => window.matchMedia(PHONE).matches, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      {/* Wider screens: below the header, so a toast never covers its sync status, links or Sign Out
          (hovering a toast pauses it, which would keep them covered). */}
      <Toaster position={phone ? 'bottom-center' : 'top-center'} containerStyle={phone ? undefined : { top: HEADER_CLEARANCE }} toastOptions={{ className: 'max-w-md' }} />
    </Suspense>
  );
}
