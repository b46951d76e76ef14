// Chromium 150 with RenderDocument (a new frame host for every document) forgets the
// context's offline emulation in a document opened by a reload: navigator.onLine reads
// true there, which a device that is really offline never reports. This says "offline"
// again to the page's current document, through a DevTools session that stays open.
import type { Page } from '@playwright/test';

export async function stillOffline(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}
