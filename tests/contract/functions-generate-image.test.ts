// generate-image through supabase-js `functions.invoke`, as the image tool calls it:
// sign-in required, validation, credits checked and metered, an image back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_CREDIT_COST } from '../../supabase/functions/generate-image/options.ts';
import { type RestBackend, startRestBackend, type TestUser } from '../server/harness/rest-backend.ts';

let backend: RestBackend;
let user: TestUser;

const square = { value: 'square', label: 'Square (1080x1080)', width: 1080, height: 1080 };
const request = {
  prompt: 'A woman in warrior II pose on a wooden deck at sunrise',
  style: 'watercolor',
  dimensions: { value: 'pinterest', label: 'Pinterest Pin (735x1102)', width: 735, height: 1102 },
  colors: 'ocean-calm',
  textOverlay: 'Breathe & <flow>',
  wellness_type: 'yoga',
};

type Invoke = { data: unknown; error: { name: string; context?: Response } | null };

async function errorOf(result: Invoke): Promise<{ status: number; body: { error?: string } }> {
  const context = result.error?.context;
  if (!context) throw new Error(`expected an HTTP error, got ${JSON.stringify(result)}`);
  return { status: context.status, body: (await context.json()) as { error?: string } };
}

async function credits(): Promise<number> {
  const { data } = await user.client.from('user_subscriptions').select('credits_remaining').eq('user_id', user.id).eq('status', 'trialing').single();
  return (data as { credits_remaining: number }).credits_remaining;
}

beforeAll(async () => {
  backend = await startRestBackend();
  user = await backend.newUser('image-user');
  const { error } = await backend.service.from('user_subscriptions').update({ credits_remaining: 50 }).eq('user_id', user.id);
  expect(error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

describe('generate-image', () => {
  it('refuses a visitor who is not signed in with 401', async () => {
    const result = (await backend.anon.functions.invoke('generate-image', { body: request })) as Invoke;
    expect(result.error?.name).toBe('FunctionsHttpError');
    const { status, body } = await errorOf(result);
    expect(status).toBe(401);
    expect(body.error).toMatch(/sign in/i);
  });

  it('refuses a blank prompt and an unknown size with 400 and a clear message, charging nothing', async () => {
    const before = await credits();
    const blank = await errorOf((await user.client.functions.invoke('generate-image', { body: { ...request, prompt: '   ' } })) as Invoke);
    expect(blank).toEqual({ status: 400, body: { error: 'Please enter a prompt' } });
    const badSize = await errorOf(
      (await user.client.functions.invoke('generate-image', { body: { ...request, dimensions: { value: 'huge', label: 'Huge', width: 5000, height: 5000 } } })) as Invoke,
    );
    expect(badSize.status).toBe(400);
    expect(badSize.body.error).toContain('Unknown image size 5000x5000');
    expect(await credits()).toBe(before);
  });

  it('returns an image of the requested size and meters the credits', async () => {
    const before = await credits();
    const result = (await user.client.functions.invoke('generate-image', { body: request })) as Invoke;
    expect(result.error).toBeNull();
    const image = (result.data as { image: string }).image;
    if (backend.hosted && !image.startsWith('data:image/svg+xml')) {
      expect(image).toMatch(/^(https?:|data:image\/)/);
    } else {
      expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
      const svg = Buffer.from(image.split(',')[1] ?? '', 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg [^>]*width="735" height="1102" viewBox="0 0 735 1102"/);
      expect(svg).toContain('Breathe &amp; &lt;flow&gt;');
      expect(svg).not.toContain('<flow>');
    }
    expect(await credits()).toBe(before - IMAGE_CREDIT_COST);
    const usage = await user.client.from('usage_tracking').select('content_type, credits_consumed').eq('user_id', user.id);
    expect(usage.data).toEqual([{ content_type: 'image', credits_consumed: IMAGE_CREDIT_COST }]);
  });

  it('answers 402 with a clear message when the credits do not cover an image', async () => {
    await backend.service.from('user_subscriptions').update({ credits_remaining: IMAGE_CREDIT_COST - 1 }).eq('user_id', user.id);
    const result = (await user.client.functions.invoke('generate-image', { body: { ...request, dimensions: square } })) as Invoke;
    const { status, body } = await errorOf(result);
    expect(status).toBe(402);
    expect(body.error).toBe(`Not enough credits: an image costs ${IMAGE_CREDIT_COST} credits and you have ${IMAGE_CREDIT_COST - 1} left.`);
    expect(await credits()).toBe(IMAGE_CREDIT_COST - 1);
  });
});

describe('generate-image in a studio with a team', () => {
  it('a staff member\'s image spends the studio\'s credits; another studio or a malformed id is refused', async () => {
    const owner = await backend.newUser('image-owner');
    const staff = await backend.newUser('image-staff');
    await backend.service.from('user_subscriptions').update({ credits_remaining: 40 }).in('user_id', [owner.id, staff.id]);
    const { data: invitation } = await owner.client.rpc('invite_studio_member', { p_studio: owner.id, p_email: staff.email, p_role: 'staff' });
    const { error: joinError } = await staff.client.rpc('accept_studio_invitation', { p_token: (invitation as { token: string }).token });
    expect(joinError).toBeNull();
    const remaining = async (id: string) => {
      const { data } = await backend.service.from('user_subscriptions').select('credits_remaining').eq('user_id', id).single();
      return (data as { credits_remaining: number }).credits_remaining;
    };

    const made = (await staff.client.functions.invoke('generate-image', { body: { ...request, dimensions: square, studio_id: owner.id } })) as Invoke;
    expect(made.error).toBeNull();
    expect([await remaining(owner.id), await remaining(staff.id)]).toEqual([40 - IMAGE_CREDIT_COST, 40]);

    const stranger = await errorOf((await user.client.functions.invoke('generate-image', { body: { ...request, studio_id: owner.id } })) as Invoke);
    expect(stranger).toEqual({ status: 403, body: { error: 'You are not a member of this studio.' } });
    const malformed = await errorOf((await staff.client.functions.invoke('generate-image', { body: { ...request, studio_id: 'studio-1' } })) as Invoke);
    expect(malformed.status).toBe(400);
    expect(await remaining(owner.id)).toBe(40 - IMAGE_CREDIT_COST);
  });
});
