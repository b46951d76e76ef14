import { afterEach, expect, it } from 'vitest';
import { addHistoryItem } from '../commands/history-commands.ts';
import { openOfflineUserData } from '../test-support/memory-device.ts';
import { removeUserData } from '../user-data/open-user-data.ts';
import { databaseSize } from './database-size.ts';

afterEach(() => removeUserData());

it('counts and measures the documents of every collection', async () => {
  const { db } = await openOfflineUserData('9d7c2e14-5b0a-4f3e-8c61-7a2b9e0d4f55');
  const before = await databaseSize(db);
  await addHistoryItem({ content_type: 'blog', title: 'Morning flow', content: 'x'.repeat(5_000) });
  const after = await databaseSize(db);
  expect(after.documents).toBe(before.documents + 1);
  expect(after.bytes - before.bytes).toBeGreaterThan(5_000);
});
