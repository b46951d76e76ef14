// Makes the browser's IndexedDB refuse every request to one collection of the device
// database (as when the browser cannot read its disk), on every page of the context
// from now on, until healStore. The data stays where it is, so reading again finds it.
import type { Page } from '@playwright/test';

const FLAG = 'e2e-failing-store';

export async function failStore(page: Page, collection: string): Promise<void> {
  await page.addInitScript((flag) => {
    const proto = IDBTransaction.prototype;
    const original = proto.objectStore;
    proto.objectStore = function objectStore(this: IDBTransaction, name: string) {
      const failing = sessionStorage.getItem(flag);
      if (failing && this.db.name.endsWith(`--${failing}`)) throw new DOMException('The device could not read its database.', 'UnknownError');
      return original.call(this, name);
    };
  }, FLAG);
  await page.evaluate(([flag, name]) => sessionStorage.setItem(flag, name), [FLAG, collection] as const);
}

export async function healStore(page: Page): Promise<void> {
  await page.evaluate((flag) => sessionStorage.removeItem(flag), FLAG);
}
