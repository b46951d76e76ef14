// Every table call the app makes (plans, subscriptions, usage, prompts, profile,
// preferences, templates, history), made with the real supabase-js client as the app
// makes it, against the local backend (or a hosted project, see the harness).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestBackend, startRestBackend, type TestUser } from '../server/harness/rest-backend.ts';

let backend: RestBackend;
let userA: TestUser;
let userB: TestUser;
let admin: TestUser;
const createdPlans: string[] = [];

beforeAll(async () => {
  backend = await startRestBackend();
  userA = await backend.newUser('rest-a', { fullName: 'Priya Doorgakant', businessName: 'Lotus Tide Yoga' });
  userB = await backend.newUser('rest-b', { fullName: 'Jean-Marc Li', businessName: 'Blue Bay Spa' });
  admin = await backend.newUser('rest-admin', { admin: true, fullName: 'Amara Ramgoolam' });
});

afterAll(async () => {
  if (createdPlans.length > 0) await backend.service.from('subscription_plans').delete().in('id', createdPlans);
  await backend?.stop();
});

const planInput = (name: string, isActive: boolean) => ({
  name,
  credits_limit: 300,
  price: 49.5,
  currency: 'USD',
  paypal_plan_id: null,
  features: ['300 AI credits per month', 'Email support'],
  is_active: isActive,
});

describe('subscription_plans', () => {
  it('public pricing: active plans, cheapest first, numbers as numbers, features as a list', async () => {
    const { data, error } = await backend.anon.from('subscription_plans').select('*').eq('is_active', true).order('price', { ascending: true });
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
    const prices = (data ?? []).map((plan) => plan.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const plan of data ?? []) {
      expect(typeof plan.price).toBe('number');
      expect(typeof plan.credits_limit).toBe('number');
      expect(Array.isArray(plan.features)).toBe(true);
      expect(plan.is_active).toBe(true);
    }
  });

  it('admin creates, lists newest first, updates and deletes; the public never sees an inactive plan', async () => {
    const name = `Retreat ${randomUUID().slice(0, 6)}`;
    const created = await admin.client.from('subscription_plans').insert(planInput(name, false)).select().single();
    expect(created.error).toBeNull();
    const plan = created.data as { id: string; name: string; price: number; created_at: string };
    createdPlans.push(plan.id);
    expect(plan).toMatchObject({ name, price: 49.5, credits_limit: 300, is_active: false, features: ['300 AI credits per month', 'Email support'] });

    const adminList = await admin.client.from('subscription_plans').select('*').order('created_at', { ascending: false });
    expect(adminList.error).toBeNull();
    expect(adminList.data?.[0]?.id).toBe(plan.id);

    const publicList = await backend.anon.from('subscription_plans').select('*').eq('is_active', true).order('price', { ascending: true });
    expect(publicList.data?.some((p) => p.id === plan.id)).toBe(false);

    const updated = await admin.client.from('subscription_plans').update({ price: 59, is_active: true }).eq('id', plan.id).select();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([expect.objectContaining({ id: plan.id, price: 59, is_active: true })]);
    const nowPublic = await backend.anon.from('subscription_plans').select('id').eq('is_active', true).order('price', { ascending: true });
    expect(nowPublic.data?.some((p) => p.id === plan.id)).toBe(true);

    const removed = await admin.client.from('subscription_plans').delete().eq('id', plan.id);
    expect(removed.error).toBeNull();
    expect(removed.status).toBe(204);
    const after = await admin.client.from('subscription_plans').select('id').eq('id', plan.id);
    expect(after.data).toEqual([]);
  });

  it('refuses plan writes from non-admins (401 anon, 403 user) and invalid plans (400)', async () => {
    const anonInsert = await backend.anon.from('subscription_plans').insert(planInput(`Anon ${randomUUID()}`, true));
    expect(anonInsert.status).toBe(401);
    expect(anonInsert.error?.code).toBe('42501');
    expect(anonInsert.error?.message).toBe('new row violates row-level security policy for table "subscription_plans"');

    const userInsert = await userA.client.from('subscription_plans').insert(planInput(`User ${randomUUID()}`, true));
    expect(userInsert.status).toBe(403);
    expect(userInsert.error?.code).toBe('42501');

    const invalid = await admin.client.from('subscription_plans').insert({ ...planInput(`Zero ${randomUUID()}`, true), credits_limit: 0 });
    expect(invalid.status).toBe(400);
    expect(invalid.error?.code).toBe('23514');
  });
});

type Subscription = {
  id: string;
  user_id: string;
  status: string;
  credits_used: number;
  credits_remaining: number;
  subscription_plans: { name: string; credits_limit: number; price: number } | null;
  profiles?: { full_name: string; business_name: string } | null;
};

describe('user_subscriptions', () => {
  it('a user reads their trial subscription with its plan', async () => {
    const { data, error } = await userA.client
      .from('user_subscriptions')
      .select('*, subscription_plans(name, credits_limit, price)')
      .eq('user_id', userA.id)
      .eq('status', 'trialing');
    expect(error).toBeNull();
    const rows = data as Subscription[];
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]?.subscription_plans ?? {}).sort()).toEqual(['credits_limit', 'name', 'price']);
    expect(typeof rows[0]?.subscription_plans?.price).toBe('number');
  });

  it('admin reads every subscription with plan and profile, newest first; a user only their own', async () => {
    const select = '*, subscription_plans(name, credits_limit, price), profiles(full_name, business_name)';
    const { data, error } = await admin.client.from('user_subscriptions').select(select).order('created_at', { ascending: false });
    expect(error).toBeNull();
    const rows = data as Subscription[];
    const mine = rows.find((row) => row.user_id === userA.id);
    expect(mine?.profiles).toEqual({ full_name: 'Priya Doorgakant', business_name: 'Lotus Tide Yoga' });
    expect(rows.find((row) => row.user_id === userB.id)?.profiles?.business_name).toBe('Blue Bay Spa');
    const created = rows.map((row) => (row as unknown as { created_at: string }).created_at);
    expect(created).toEqual([...created].sort().reverse());

    const own = await userA.client.from('user_subscriptions').select(select).order('created_at', { ascending: false });
    expect((own.data as Subscription[]).every((row) => row.user_id === userA.id)).toBe(true);
  });

  it('admin changes status and resets credits; a user cannot change their own', async () => {
    const { data } = await userB.client.from('user_subscriptions').select('id, credits_remaining').eq('user_id', userB.id).single();
    const sub = data as { id: string; credits_remaining: number };

    const selfServe = await userB.client.from('user_subscriptions').update({ credits_remaining: 99999 }).eq('id', sub.id).select();
    expect(selfServe.error).toBeNull();
    expect(selfServe.data).toEqual([]);

    const canceled = await admin.client.from('user_subscriptions').update({ status: 'canceled' }).eq('id', sub.id).select('status');
    expect(canceled.data).toEqual([{ status: 'canceled' }]);
    const reactivated = await admin.client.from('user_subscriptions').update({ status: 'active' }).eq('id', sub.id);
    expect(reactivated.status).toBe(204);

    const reset = await admin.client
      .from('user_subscriptions')
      .update({ credits_used: 0, credits_remaining: 200 })
      .eq('id', sub.id)
      .select('credits_used, credits_remaining');
    expect(reset.data).toEqual([{ credits_used: 0, credits_remaining: 200 }]);
  });
});

describe('usage_tracking', () => {
  it('records usage as the user, meters credits, and reads the period newest first (limit 100)', async () => {
    const before = await userA.client.from('user_subscriptions').select('credits_remaining').eq('user_id', userA.id).eq('status', 'trialing').single();
    const periodStart = new Date(Date.now() - 60_000).toISOString();
    for (const [type, credits] of [['blog', 8], ['social', 2]] as const) {
      const { error } = await userA.client.from('usage_tracking').insert({ id: randomUUID(), user_id: userA.id, content_type: type, credits_consumed: credits, word_count: 120 });
      expect(error).toBeNull();
    }
    const { data, error } = await userA.client
      .from('usage_tracking')
      .select('*')
      .gte('created_at', periodStart)
      .order('created_at', { ascending: false })
      .limit(100);
    expect(error).toBeNull();
    expect(data?.map((row) => row.content_type)).toEqual(['social', 'blog']);
    const after = await userA.client.from('user_subscriptions').select('credits_remaining').eq('user_id', userA.id).eq('status', 'trialing').single();
    expect((after.data?.credits_remaining as number) - (before.data?.credits_remaining as number)).toBe(-10);

    const asAdmin = await admin.client.from('usage_tracking').select('user_id').gte('created_at', periodStart).order('created_at', { ascending: false }).limit(100);
    expect(asAdmin.data?.some((row) => row.user_id === userA.id)).toBe(true);
    const asOther = await userB.client.from('usage_tracking').select('*').gte('created_at', periodStart);
    expect(asOther.data).toEqual([]);
  });
});

describe('master_prompts', () => {
  it('tools read active prompts of their type; admins manage the full list', async () => {
    for (const type of ['image', 'seo', 'video']) {
      const { data, error } = await userA.client.from('master_prompts').select('*').eq('content_type', type).eq('is_active', true);
      expect(error).toBeNull();
      expect(data?.every((p) => p.content_type === type && p.is_active === true)).toBe(true);
    }
    const insert = { name: 'Calm carousel', content_type: 'social', tone: 'Wellness', prompt_text: 'Write about {topic}.', user_id: admin.id };
    const created = await admin.client.from('master_prompts').insert(insert).select().single();
    expect(created.error).toBeNull();
    const id = (created.data as { id: string }).id;
    const list = await admin.client.from('master_prompts').select('*').order('created_at', { ascending: false });
    expect(list.data?.[0]?.id).toBe(id);
    const updated = await admin.client.from('master_prompts').update({ is_active: false }).eq('id', id).select('is_active');
    expect(updated.data).toEqual([{ is_active: false }]);
    const hidden = await userA.client.from('master_prompts').select('id').eq('content_type', 'social').eq('is_active', true);
    expect(hidden.data?.some((p) => p.id === id)).toBe(false);
    expect((await admin.client.from('master_prompts').delete().eq('id', id)).status).toBe(204);

    const refused = await userA.client.from('master_prompts').insert({ ...insert, user_id: userA.id });
    expect(refused.status).toBe(403);
  });
});

describe('profiles', () => {
  it('select single by user_id; a missing profile is PGRST116, which maybeSingle turns into null', async () => {
    const own = await userA.client.from('profiles').select('*').eq('user_id', userA.id).single();
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({ user_id: userA.id, full_name: 'Priya Doorgakant', preferred_language: 'en' });

    const missing = await userA.client.from('profiles').select('*').eq('user_id', randomUUID()).single();
    expect(missing.status).toBe(406);
    expect(missing.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows', message: 'Cannot coerce the result to a single JSON object' });
    const maybe = await userA.client.from('profiles').select('*').eq('user_id', randomUUID()).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });

    const others = await userA.client.from('profiles').select('*').eq('user_id', userB.id).maybeSingle();
    expect(others.data).toBeNull();
  });

  it('brand setup upserts on user_id with every profile field', async () => {
    const profile = {
      user_id: userA.id,
      full_name: 'Lotus Tide Yoga & Ayurveda',
      business_name: 'Lotus Tide Yoga & Ayurveda',
      business_description: 'Small studio by the lagoon in Mahébourg.',
      website_url: 'https://lotustide.example.com',
      business_type: 'yoga-studio',
      primary_services: ['Group Classes', 'Retreats'],
      wellness_specialties: ['Hatha', 'Ayurveda'],
      target_audience: 'Busy professionals',
      brand_personality: { spiritual_practical: 40, calm_energetic: 25, formal_casual: 60, detailed_concise: 50 },
      seo_keywords: ['yoga mauritius', 'ayurveda'],
      preferred_language: 'en',
    };
    const first = await userA.client.from('profiles').upsert(profile, { onConflict: 'user_id' }).select().single();
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ ...profile, id: userA.id });
    const second = await userA.client.from('profiles').upsert({ ...profile, target_audience: 'New mothers' }, { onConflict: 'user_id' }).select();
    expect(second.data).toHaveLength(1);
    expect(second.data?.[0]?.target_audience).toBe('New mothers');

    const hijack = await userB.client.from('profiles').upsert({ ...profile, full_name: 'Not me' }, { onConflict: 'user_id' });
    expect(hijack.status).toBe(403);
    expect(hijack.error?.code).toBe('42501');
    const still = await userA.client.from('profiles').select('full_name').eq('user_id', userA.id).single();
    expect(still.data?.full_name).toBe('Lotus Tide Yoga & Ayurveda');
  });
});

describe('content_preferences', () => {
  it('upserts one row per content type and reads them by user_id', async () => {
    const save = (settings: Record<string, unknown>) =>
      userA.client
        .from('content_preferences')
        .upsert({ user_id: userA.id, content_type: 'blog', default_settings: settings, updated_at: new Date().toISOString() }, { onConflict: 'user_id,content_type' });
    expect((await save({ default_word_count: 800, seo_optimization: true })).error).toBeNull();
    expect((await save({ default_word_count: 1200, seo_optimization: false })).error).toBeNull();
    const social = await userA.client
      .from('content_preferences')
      .upsert({ user_id: userA.id, content_type: 'social', default_settings: { max_hashtags: 10 }, updated_at: new Date().toISOString() }, { onConflict: 'user_id,content_type' });
    expect(social.error).toBeNull();
    const { data } = await userA.client.from('content_preferences').select('*').eq('user_id', userA.id);
    const byType = Object.fromEntries((data ?? []).map((row) => [row.content_type, row.default_settings]));
    expect(byType).toEqual({ blog: { default_word_count: 1200, seo_optimization: false }, social: { max_hashtags: 10 } });
    expect(data?.find((row) => row.content_type === 'blog')?.id).toBe(`${userA.id}:blog`);
  });
});

describe('tone_templates', () => {
  const voice = { spiritual_practical: 50, calm_energetic: 30, formal_casual: 70, detailed_concise: 50 };
  const prefs = { include_questions: true, use_personal_pronouns: true, include_call_to_action: false, emotional_tone: 'calming' };

  it('creates, lists newest first, updates, moves the default and deletes', async () => {
    const make = async (name: string, isDefault: boolean) => {
      const { data, error } = await userA.client
        .from('tone_templates')
        .insert({ user_id: userA.id, name, description: `${name} voice`, brand_voice_settings: voice, content_preferences: prefs, is_default: isDefault })
        .select()
        .single();
      expect(error).toBeNull();
      return data as { id: string; created_at: string };
    };
    const first = await make('Gentle', true);
    const second = await make('Bold', false);
    const list = await userA.client.from('tone_templates').select('*').eq('user_id', userA.id).order('created_at', { ascending: false });
    expect(list.data?.map((t) => t.id)).toEqual([second.id, first.id]);

    const doubleDefault = await userA.client.from('tone_templates').update({ is_default: true }).eq('id', second.id);
    expect(doubleDefault.status).toBe(409);
    expect(doubleDefault.error?.code).toBe('23505');

    const cleared = await userA.client.from('tone_templates').update({ is_default: false }).eq('user_id', userA.id).neq('id', second.id);
    expect(cleared.error).toBeNull();
    const set = await userA.client.from('tone_templates').update({ is_default: true }).eq('id', second.id).select('id, is_default');
    expect(set.data).toEqual([{ id: second.id, is_default: true }]);

    const renamed = await userA.client.from('tone_templates').update({ name: 'Gentle & warm' }).eq('id', first.id).select('name');
    expect(renamed.data).toEqual([{ name: 'Gentle & warm' }]);
    const fromB = await userB.client.from('tone_templates').delete().eq('id', first.id).select();
    expect(fromB.data).toEqual([]);
    expect((await userA.client.from('tone_templates').delete().eq('id', first.id)).status).toBe(204);
    const left = await userA.client.from('tone_templates').select('id, is_default').eq('user_id', userA.id);
    expect(left.data).toEqual([{ id: second.id, is_default: true }]);
  });
});

describe('content_history', () => {
  it('lists the six columns of the history view, newest first, own rows only', async () => {
    const rows = ['Morning flow', 'Ayurveda basics'].map((title, i) => ({
      id: randomUUID(),
      user_id: userA.id,
      content_type: 'blog',
      title,
      content: 'Body',
      status: 'draft',
      word_count: 400 + i,
      created_at: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    }));
    expect((await userA.client.from('content_history').insert(rows)).error).toBeNull();
    const { data, error } = await userA.client
      .from('content_history')
      .select('id, content_type, title, status, word_count, created_at')
      .eq('user_id', userA.id)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((row) => row.title)).toEqual(['Ayurveda basics', 'Morning flow']);
    expect(Object.keys(data?.[0] ?? {})).toEqual(['id', 'content_type', 'title', 'status', 'word_count', 'created_at']);
    const other = await userB.client.from('content_history').select('id').eq('user_id', userA.id);
    expect(other.data).toEqual([]);
  });
});
