// An invitation a visitor opened before signing in: remembered on this device so that,
// once they have signed in or signed up (perhaps after confirming their address in
// another tab), the app leads them back to the join screen instead of the dashboard.
// Only the link's secret is kept, for at most a day.
import { deviceStore, type KeyValueStore } from './device-store.ts';

const KEY = 'studio:pending-invitation';
const DAY_MS = 24 * 60 * 60 * 1000;

type Stored = { token: string; at: number; email?: string };

/** Keeps the invitation's secret, and the address it is for (the sign-up form starts with it). */
export function rememberInvitation(token: string, email = '', now = Date.now(), store = deviceStore()): void {
  store?.setItem(KEY, JSON.stringify({ token, at: now, email } satisfies Stored));
}

function readStored(now: number, store: KeyValueStore | null): Stored | null {
  const raw = store?.getItem(KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.token === 'string' && /^[0-9a-f]{64}$/.test(stored.token) && typeof stored.at === 'number' && now - stored.at < DAY_MS) {
      return { token: stored.token, at: stored.at, email: typeof stored.email === 'string' ? stored.email.slice(0, 320) : '' };
    }
  } catch {
    // Unreadable: forgotten below.
  }
  forgetInvitation(store);
  return null;
}

/** The remembered invitation's secret, or null (none, unreadable or older than a day). */
export function pendingInvitation(now = Date.now(), store = deviceStore()): string | null {
  return readStored(now, store)?.token ?? null;
}

/** The address the remembered invitation is for, or ''. */
export function pendingInvitationEmail(now = Date.now(), store = deviceStore()): string {
  return readStored(now, store)?.email ?? '';
}

export function forgetInvitation(store = deviceStore()): void {
  store?.removeItem(KEY);
}
