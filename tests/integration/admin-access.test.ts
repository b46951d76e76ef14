// Every data function of the admin area against the local backend: an
// administrator reaches all plans, prompts, subscriptions and analytics and may
// change them; a studio owner calling the same functions is refused by the
// database (row level security, admin_usage_summary) and changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSED } from '../../sync/admin/admin-request.ts';
import type { PlanInput } from '../../sync/admin/admin-types.ts';
import { loadAnalytics } from '../../sync/admin/analytics.ts';
import { deletePlan, listPlans, savePlan } from '../../sync/admin/plans.ts';
import { deletePrompt, listPrompts, savePrompt, setPromptActive } from '../../sync/admin/prompts.ts';
import { listSubscriptions, resetCredits, setSubscriptionStatus } from '../../sync/admin/subscriptions.ts';
import { type AdminBackend, startAdminBackend } from './admin-backend.ts';

let env: AdminBackend;

const retreat: PlanInput = {
  name: 'Retreat',
  credits_limit: 2000,
  price: 249,
  currency: 'EUR',
  paypal_plan_id: 'P-RETREAT-1',
  features: ['2000 AI credits per month', 'Team seats'],
  is_active: false,
};

const seoPrompt = { name: 'Spa local search', content_type: 'seo', tone: 'Wellness', prompt_text: 'Optimise {content} for {location}.' };

beforeAll(async () => {
  env = await startAdminBackend();
  const other = await env.newUser('ravi', 'Ravi Doorgakant', 'Blue Bay Spa');
  await env.ctx.db.asSuperuser((tx) =>
    tx.query(`insert into public.usage_tracking (id, user_id, content_type, credits_consumed, word_count) values ($1, $2, 'blog', 8, 800)`, [
      randomUUID(),
      other.id,
    ]),
  );
});

afterAll(async () => {
  await env?.stop();
});

describe('an administrator', () => {
  it('manages plans: create (inactive included in the list), update, delete', async () => {
    const created = await savePlan(retreat, undefined, env.admin.client);
    expect(created).toMatchObject({ ...retreat, id: expect.any(String) });
    const list = await listPlans(env.admin.client);
    expect(list[0]?.id).toBe(created.id);
    expect(list.map((plan) => plan.name)).toEqual(expect.arrayContaining(['Starter', 'Professional', 'Studio', 'Retreat']));

    const updated = await savePlan({ ...retreat, price: 199.5, is_active: true }, created.id, env.admin.client);
    expect(updated).toMatchObject({ id: created.id, price: 199.5, is_active: true });

    await deletePlan(created.id, env.admin.client);
    expect((await listPlans(env.admin.client)).some((plan) => plan.id === created.id)).toBe(false);
  });

  it('manages master prompts: create as themselves, deactivate, update, delete', async () => {
    const created = await savePrompt(seoPrompt, { userId: env.admin.id }, env.admin.client);
    expect(created).toMatchObject({ ...seoPrompt, is_active: true, user_id: env.admin.id });
    expect((await listPrompts(env.admin.client))[0]?.id).toBe(created.id);

    expect(await setPromptActive(created.id, false, env.admin.client)).toMatchObject({ is_active: false });
    expect((await listPrompts(env.admin.client)).find((prompt) => prompt.id === created.id)?.is_active).toBe(false);

    const edited = await savePrompt({ ...seoPrompt, tone: 'Expert' }, { id: created.id, userId: env.admin.id }, env.admin.client);
    expect(edited).toMatchObject({ id: created.id, tone: 'Expert', is_active: false });

    await deletePrompt(created.id, env.admin.client);
    expect((await listPrompts(env.admin.client)).some((prompt) => prompt.id === created.id)).toBe(false);
  });

  it('saving a prompt without a signed-in user fails with Not authenticated', async () => {
    await expect(savePrompt(seoPrompt, { userId: null }, env.admin.client)).rejects.toThrow('Not authenticated');
  });

  it('reads every subscription with plan and profile, and the usage analytics', async () => {
    const subscriptions = await listSubscriptions(env.admin.client);
    expect(subscriptions.map((s) => s.profile?.full_name).sort()).toEqual(['Amara Ramgoolam', 'Leila Hossen', 'Ravi Doorgakant']);
    expect(subscriptions.every((s) => s.plan?.name === 'Starter' && s.plan.credits_limit === 200)).toBe(true);
    const ravi = subscriptions.find((s) => s.profile?.business_name === 'Blue Bay Spa');
    expect(ravi).toMatchObject({ status: 'trialing', credits_used: 8, credits_remaining: 192 });

    const analytics = await loadAnalytics('7d', env.admin.client);
    expect(analytics.summary).toMatchObject({ uses: 1, credits: 8, words: 800, active_users: 1 });
    expect(analytics.summary.by_type).toEqual([{ content_type: 'blog', uses: 1, credits: 8, words: 800, users: 1 }]);
    expect(analytics.usage.map((row) => row.user_id)).toEqual([ravi?.user_id]);
    expect(analytics.activeSubscriptions).toHaveLength(3);
  });
});

describe('a studio owner calling the admin functions', () => {
  it('is refused the analytics outright', async () => {
    await expect(loadAnalytics('7d', env.studio.client)).rejects.toMatchObject({ code: '42501' });
  });

  it('reads only what row level security leaves: active plans and prompts, their own subscription', async () => {
    const hidden = await savePlan(retreat, undefined, env.admin.client);
    const inactivePrompt = await savePrompt(seoPrompt, { userId: env.admin.id }, env.admin.client);
    await setPromptActive(inactivePrompt.id, false, env.admin.client);

    expect((await listPlans(env.studio.client)).map((plan) => plan.name).sort()).toEqual(['Professional', 'Starter', 'Studio']);
    expect((await listPrompts(env.studio.client)).some((prompt) => prompt.id === inactivePrompt.id)).toBe(false);
    const own = await listSubscriptions(env.studio.client);
    expect(own.map((s) => s.user_id)).toEqual([env.studio.id]);
    // No account's name or address reaches an account that is not an administrator.
    expect(own[0]?.person).toBeNull();
    const people = await env.studio.client.rpc('admin_people', { p_users: [env.admin.id] });
    expect(people.error?.code).toBe('42501');

    await deletePlan(hidden.id, env.admin.client);
    await deletePrompt(inactivePrompt.id, env.admin.client);
  });

  it('cannot create, change or delete plans and prompts', async () => {
    const before = { plans: await env.rows('subscription_plans'), prompts: await env.rows('master_prompts') };
    const starter = before.plans.find((plan) => plan.name === 'Starter')!;
    const prompt = before.prompts[0]!;

    await expect(savePlan(retreat, undefined, env.studio.client)).rejects.toMatchObject({ code: '42501' });
    await expect(savePlan({ ...retreat, name: 'Starter', price: 0 }, String(starter.id), env.studio.client)).rejects.toMatchObject({ code: REFUSED });
    await expect(deletePlan(String(starter.id), env.studio.client)).rejects.toMatchObject({ code: REFUSED });
    await expect(savePrompt(seoPrompt, { userId: env.studio.id }, env.studio.client)).rejects.toMatchObject({ code: '42501' });
    await expect(savePrompt(seoPrompt, { id: String(prompt.id), userId: env.studio.id }, env.studio.client)).rejects.toMatchObject({ code: REFUSED });
    await expect(setPromptActive(String(prompt.id), false, env.studio.client)).rejects.toMatchObject({ code: REFUSED });
    await expect(deletePrompt(String(prompt.id), env.studio.client)).rejects.toMatchObject({ code: REFUSED });

    expect(await env.rows('subscription_plans')).toEqual(before.plans);
    expect(await env.rows('master_prompts')).toEqual(before.prompts);
  });

  it('cannot change the status or credits of any subscription, their own included', async () => {
    const before = await env.rows('user_subscriptions');
    const own = before.find((row) => row.user_id === env.studio.id)!;
    const other = before.find((row) => row.user_id !== env.studio.id)!;
    for (const target of [own, other]) {
      const id = String(target.id);
      await expect(setSubscriptionStatus(id, 'canceled', env.studio.client)).rejects.toMatchObject({ code: REFUSED });
      await expect(resetCredits(id, 99_999, env.studio.client)).rejects.toMatchObject({ code: REFUSED });
    }
    expect(await env.rows('user_subscriptions')).toEqual(before);
  });
});
