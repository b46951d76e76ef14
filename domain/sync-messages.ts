// Texts of the data layer that people read: the sync status line and the errors a
// screen shows when a change could not be saved on the device.

export const SYNC_MESSAGES = {
  offline: 'Offline',
  offlineWaiting: (count: number) => `Offline · ${count} ${count === 1 ? 'change' : 'changes'} waiting`,
  unreachable: 'Can’t reach the server',
  unreachableWaiting: (count: number) => `Can’t reach the server · ${count} ${count === 1 ? 'change' : 'changes'} waiting`,
  syncing: (count: number) => (count > 0 ? `Syncing ${count} ${count === 1 ? 'change' : 'changes'}` : 'Syncing'),
  saved: 'All changes saved',
  error: 'Sync error',
  retry: 'Retry',
  live: 'Live',
  liveDetail: 'Changes from your other devices appear here as they happen.',
  neverSynced: 'Not synced yet',
  lastSynced: (when: string) => `Last synced ${when}`,
  openIssues: (count: number) => `${count} ${count === 1 ? 'version needs' : 'versions need'} your attention in Settings`,
  firstDownload: (percent: number) => `Downloading your data… ${percent}%`,
  signInAgain: 'Your session has expired. Sign in again to sync your changes.',
  fixIt: 'Open it to fix it',
  rejected: (count: number, reason: string) =>
    `The server refused ${count === 1 ? 'a change' : `${count} changes`}: ${reason}`,
} as const;

export const WRITE_ERRORS = {
  signedOut: 'You are signed out, so this change was not saved. Sign in and try again.',
  closed: 'Your data is closing (signing out?), so this change was not saved. Try again.',
  quota:
    'This device is out of storage space, so this change was not saved; what you typed is still on screen and everything saved before is safe. Free up space (Settings → This device, or delete files or apps you no longer need), then save again.',
  failed: (detail: string) => `This change could not be saved on this device: ${detail}`,
  notFound: (what: string) => `${what} no longer exists on this device.`,
  ownerOnly: "Only the studio's owner can change its brand profile and content preferences.",
} as const;

/** A write the device had no room for: nothing of it was saved, and what was saved before is intact. */
export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super(WRITE_ERRORS.quota, { cause });
    this.name = 'StorageFullError';
  }
}

/** What a screen shows instead of its list or empty state when the device could not read it. */
export const READ_ERRORS = {
  failed: 'Could not read this on the device.',
  retry: 'Try again',
} as const;
