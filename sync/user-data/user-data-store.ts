// The signed-in user's open device database, as the hooks and commands see it.
// Holds no RxDB code itself (type imports only), so the screens' hooks can be
// loaded without RxDB; openUserData() loads it.
import type { DeviceDatabase } from '../db/device-database.ts';
import { WRITE_ERRORS } from '../../domain/sync-messages.ts';
import type { SyncController } from './sync-controller.ts';
import type { SyncStatusStore } from '../status/sync-status-store.ts';

export type UserDataSession = {
  userId: string;
  /** The studio whose data this database holds; the user's own studio has the user's id. */
  studioId: string;
  db: DeviceDatabase;
  status: SyncStatusStore;
  /** Replication, once this tab leads (null in other tabs, or when sync is off). */
  sync: SyncController | null;
  /** Resolves when this tab has started replication (never, while another tab leads). */
  syncStarted: Promise<SyncController | null>;
  /** Closes the database; `remove` also deletes it from the device, with `everyStudio` every studio's database of the user (sign-out). */
  close(options?: { remove?: boolean; everyStudio?: boolean }): Promise<void>;
};

let current: UserDataSession | null = null;
const listeners = new Set<() => void>();

export function currentUserData(): UserDataSession | null {
  return current;
}

export function subscribeUserData(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setCurrentUserData(session: UserDataSession | null): void {
  current = session;
  if (session) openFailed = false;
  for (const listener of listeners) listener();
}

let openFailed = false;

/** Whether the last try to open the signed-in user's database failed (screens stop waiting for it). */
export function userDataOpenFailed(): boolean {
  return openFailed;
}

export function setUserDataOpenFailed(): void {
  openFailed = true;
  for (const listener of listeners) listener();
}

let signingOut = false;

/** Whether a sign-out is deleting the user's databases: nothing opens one meanwhile. */
export function userDataSigningOut(): boolean {
  return signingOut;
}

export function setUserDataSigningOut(value: boolean): void {
  signingOut = value;
  for (const listener of listeners) listener();
}

let removedElsewhere: string | null = null;

/** The user whose data another tab is removing (a sign-out there): this tab does not open it again until someone signs in. */
export function userDataRemovedElsewhere(): string | null {
  return removedElsewhere;
}

export function setUserDataRemovedElsewhere(userId: string | null): void {
  removedElsewhere = userId;
}

/** The open database, or a clear Error a screen can show (nothing is signed in, or it is closing). */
export function requireUserData(): UserDataSession {
  if (!current) throw new Error(WRITE_ERRORS.signedOut);
  if (current.db.closed) throw new Error(WRITE_ERRORS.closed);
  return current;
}
