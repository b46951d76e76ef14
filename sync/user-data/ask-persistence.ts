// Asks the browser to keep this device's data (navigator.storage.persist()) at the two
// moments a user says the device is theirs: the first sign-in on it, and installing the
// app (or opening it installed). Without persistence a browser short of space may
// delete the site's data, changes not yet synced with it.
import { requestPersistence } from '../db/device-storage.ts';

const ASKED_KEY = 'storage-persist-asked';

function ask(): void {
  requestPersistence().catch(() => undefined);
}

/** Once per device: the first sign-in here asks; later sign-ins do not ask again. */
export function askPersistenceAtFirstSignIn(): void {
  try {
    if (localStorage.getItem(ASKED_KEY)) return;
    localStorage.setItem(ASKED_KEY, new Date().toISOString());
  } catch {
    // No localStorage (private mode): ask anyway.
  }
  ask();
}

/** Asks when the app is installed, and at once when it runs installed (standalone). */
export function askPersistenceWhenInstalled(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (window.matchMedia?.('(display-mode: standalone)').matches) ask();
  window.addEventListener('appinstalled', ask);
  return () => window.removeEventListener('appinstalled', ask);
}
