// Settings -> This device: the storage facts by their names, "free up space", and the
// browser's quota made tiny through the DevTools protocol (a full disk).
import { type CDPSession, expect, type Locator, type Page } from '@playwright/test';

export class DeviceSection {
  /** The override lasts as long as the DevTools session that set it. */
  private cdp: CDPSession | null = null;

  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/settings?tab=device');
    await expect(this.page.getByRole('heading', { level: 2, name: 'This device' })).toBeVisible();
    await expect(this.page.getByText('Reading this device’s storage...')).toBeHidden();
  }

  get section(): Locator {
    return this.page.getByRole('region', { name: 'This device' });
  }

  /** The value shown beside a fact's name ("Used", "Available", ...). */
  fact(term: string): Locator {
    return this.section.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  /**
   * Makes the disk full: the site's quota one byte. Chromium lets writes through on the room
   * it last saw, for up to 30 s, so this waits until a write of its own is refused.
   */
  async fillDisk(): Promise<void> {
    await this.probeWrite();
    await this.setQuota(1);
    await expect.poll(() => this.probeWrite(), { timeout: 45_000, intervals: [500] }).toBe('QuotaExceededError');
  }

  /** Writes a few bytes to a database of its own: 'ok', or the name of the error that refused it. */
  private probeWrite(): Promise<string> {
    return this.page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('disk-full-probe', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('writes');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const outcome = await new Promise<string>((resolve) => {
        const transaction = db.transaction('writes', 'readwrite');
        transaction.objectStore('writes').put(Date.now(), 'last');
        transaction.oncomplete = () => resolve('ok');
        transaction.onabort = () => resolve(transaction.error?.name ?? 'aborted');
      });
      db.close();
      return outcome;
    });
  }

  /** Counts, from the next page on, the site's calls of navigator.storage.persist() (the browser still answers them). */
  async countPersistRequests(): Promise<void> {
    await this.page.addInitScript(() => {
      const persist = StorageManager.prototype.persist;
      StorageManager.prototype.persist = function (this: StorageManager) {
        localStorage.setItem('e2e-persist-requests', String(Number(localStorage.getItem('e2e-persist-requests') ?? 0) + 1));
        return persist.call(this);
      };
    });
  }

  persistRequests(): Promise<number> {
    return this.page.evaluate(() => Number(localStorage.getItem('e2e-persist-requests') ?? 0));
  }

  /** Makes this site's quota `bytes` (null: the browser's own again). */
  async setQuota(bytes: number | null): Promise<void> {
    this.cdp ??= await this.page.context().newCDPSession(this.page);
    const origin = new URL(this.page.url()).origin;
    await this.cdp.send('Storage.overrideQuotaForOrigin', bytes === null ? { origin } : { origin, quotaSize: bytes });
  }
}
