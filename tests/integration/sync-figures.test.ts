// The same figures on every device: content made and credits used on a phone and on a
// desktop of one user, then This Month (content, words, credits) and Usage & Credits
// (the subscription) compared on both devices and with the server's own rows.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditUsage } from '../../src/features/dashboard/credit-usage.ts';
import { monthSummary } from '../../src/features/dashboard/month-summary.ts';
import { addHistoryItem } from '../../sync/commands/history-commands.ts';
import { recordUsage } from '../../sync/commands/usage-commands.ts';
import type { UserSubscriptionDoc } from '../../sync/schemas/user-subscription-schema.ts';
import { startSyncBackend, type SyncBackend, type TestUser } from './helpers/sync-backend.ts';
import { deviceDocs, serverDocs } from './helpers/sync-compare.ts';
import { TestDevice } from './helpers/sync-device.ts';

let backend: SyncBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startSyncBackend();
  user = await backend.createUser('figures');
});
afterAll(() => backend?.stop());

type Figures = { month: ReturnType<typeof monthSummary>; plan: { used: number; remaining: number } | null };

async function figuresOn(device: TestDevice): Promise<Figures> {
  const session = await device.open();
  await device.settle();
  const history = (await deviceDocs(session, 'content_history')) as { word_count: number; created_at: string }[];
  const usage = (await deviceDocs(session, 'usage_tracking')) as { credits_consumed: number; created_at: string }[];
  const [subscription] = (await deviceDocs(session, 'user_subscriptions')) as unknown as UserSubscriptionDoc[];
  const now = new Date();
  const plan = creditUsage(subscription ?? null, now);
  await device.close();
  return { month: monthSummary(history, usage, now), plan: plan && { used: plan.used, remaining: plan.remaining } };
}

async function serverFigures(): Promise<Figures> {
  const history = (await serverDocs(backend, user.id, 'content_history')) as { word_count: number; created_at: string }[];
  const usage = (await serverDocs(backend, user.id, 'usage_tracking')) as { credits_consumed: number; created_at: string }[];
  const [subscription] = await backend.rows('user_subscriptions', user.id);
  return {
    month: monthSummary(history, usage, new Date()),
    plan: subscription ? { used: subscription.credits_used as number, remaining: subscription.credits_remaining as number } : null,
  };
}

async function make(device: TestDevice, items: { words: number; credits: number }[]): Promise<void> {
  await device.open();
  for (const item of items) {
    await addHistoryItem({ content_type: 'blog', title: `Post of ${item.words} words`, word_count: item.words });
    await recordUsage({ content_type: 'blog', credits_consumed: item.credits, word_count: item.words });
  }
  await device.settle();
  await device.close();
}

describe('figures on two devices', () => {
  it('This Month and Usage & Credits agree on the phone, the desktop and the server', async () => {
    const phone = new TestDevice(backend);
    const desktop = new TestDevice(backend);
    await phone.signIn(user);
    await desktop.signIn(user);

    await make(phone, [
      { words: 600, credits: 5 },
      { words: 300, credits: 3 },
      { words: 900, credits: 8 },
    ]);
    await make(desktop, [{ words: 120, credits: 2 }]);

    const server = await serverFigures();
    expect(server).toEqual({ month: { items: 4, words: 1920, credits: 18 }, plan: { used: 18, remaining: 182 } });
    expect(await figuresOn(phone)).toEqual(server);
    expect(await figuresOn(desktop)).toEqual(server);
  });
});
