// What the browser says about this site's storage: how much is used and how much it
// may use (`navigator.storage.estimate()`), and whether the data is kept when the
// device runs short of space (`persisted()` / `persist()`). Each fact is null where
// the browser has no such API, so a screen can say so instead of failing.

export type StorageEstimateFacts = { usage: number; quota: number; indexedDb: number | null };
export type PersistenceState = 'granted' | 'not-granted' | null;

type StorageManagerLike = Partial<Pick<StorageManager, 'estimate' | 'persisted' | 'persist'>>;

function storageManager(): StorageManagerLike | null {
  return typeof navigator === 'undefined' ? null : ((navigator as { storage?: StorageManagerLike }).storage ?? null);
}

export async function readStorageEstimate(): Promise<StorageEstimateFacts | null> {
  const storage = storageManager();
  if (!storage?.estimate) return null;
  try {
    const estimate = (await storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
    if (typeof estimate.usage !== 'number' || typeof estimate.quota !== 'number') return null;
    return { usage: estimate.usage, quota: estimate.quota, indexedDb: estimate.usageDetails?.indexedDB ?? null };
  } catch {
    return null;
  }
}

export async function readPersistence(): Promise<PersistenceState> {
  const storage = storageManager();
  if (!storage?.persisted) return null;
  try {
    return (await storage.persisted()) ? 'granted' : 'not-granted';
  } catch {
    return null;
  }
}

/** Asks the browser to keep this site's data (it decides; some ask the user). */
export async function requestPersistence(): Promise<PersistenceState> {
  const storage = storageManager();
  if (!storage?.persist) return readPersistence();
  try {
    if (storage.persisted && (await storage.persisted())) return 'granted';
    return (await storage.persist()) ? 'granted' : 'not-granted';
  } catch {
    return readPersistence();
  }
}
