// studio-invite through supabase-js `functions.invoke`, as the team screen calls it:
// an owner's invitation is made by the database (which checks the role) and mailed
// with a link to the app's /join screen; the invited account accepts it with the rpc
// the join screen calls. Local backend only: the mail is read from its dev mailbox.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../server/auth/mailbox.ts';
import { handleStudioInvite } from '../../supabase/functions/studio-invite/handler.ts';
import { clientFor, type RestBackend, startRestBackend, type TestUser } from '../server/harness/rest-backend.ts';

let backend: RestBackend;
let owner: TestUser;
let staff: TestUser;

type Invoke = { data: unknown; error: { name: string; context?: Response } | null };

async function errorOf(result: Invoke): Promise<{ status: number; error?: string }> {
  const context = result.error?.context;
  if (!context) throw new Error(`expected an HTTP error, got ${JSON.stringify(result)}`);
  return { status: context.status, error: ((await context.json()) as { error?: string }).error };
}

function invite(by: TestUser, body: Record<string, unknown>): Promise<Invoke> {
  return by.client.functions.invoke('studio-invite', { body }) as Promise<Invoke>;
}

function invitationsTo(email: string): Mail[] {
  return backend.ctx!.mailbox.list(email).filter((mail) => mail.kind === 'invitation');
}

/** A user signed up through the auth API (the hosted handler checks the session at /auth/v1/user). */
async function signedUp(label: string, data: Record<string, string>): Promise<TestUser> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const { data: answer, error } = await clientFor(backend.url, backend.anonKey).auth.signUp({ email, password: 'Studio-team-42', options: { data } });
  if (error || !answer.session || !answer.user) throw error ?? new Error('sign-up gave no session');
  const token = answer.session.access_token;
  return { id: answer.user.id, email, token, client: clientFor(backend.url, backend.anonKey, token) };
}

beforeAll(async () => {
  backend = await startRestBackend({ local: true });
  owner = await signedUp('owner', { full_name: 'Imani Okafor', business_name: 'Baobab Breathwork' });
  staff = await signedUp('staff', { full_name: 'Teo Marsh' });
});

afterAll(async () => {
  await backend?.stop();
});

describe('studio-invite', () => {
  it('refuses a visitor who is not signed in with 401', async () => {
    const result = (await backend.anon.functions.invoke('studio-invite', { body: { studio_id: owner.id, email: 'x@example.com' } })) as Invoke;
    expect(await errorOf(result)).toEqual({ status: 401, error: 'Please sign in to invite people to your studio.' });
  });

  it('mails the invitation; its link lets the invited account join, once', async () => {
    const result = await invite(owner, { studio_id: owner.id, email: staff.email.toUpperCase(), site_url: 'http://localhost:5173/settings' });
    expect(result.error).toBeNull();
    const invitation = (result.data as { invitation: Record<string, unknown> }).invitation;
    expect(invitation).toEqual({ id: expect.any(String), email: staff.email, role: 'staff', expires_at: expect.any(String) });

    const [mail] = invitationsTo(staff.email);
    expect(mail?.subject).toBe('Join Baobab Breathwork on Wellness Content Studio');
    expect(mail?.text).toContain('Imani Okafor invited you to join Baobab Breathwork as a member of the team.');
    const link = new URL(mail!.link);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5173/join');
    const token = link.searchParams.get('invitation')!;
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    const preview = await backend.anon.rpc('studio_invitation_preview', { p_token: token });
    expect(preview.data).toMatchObject({ studio: 'Baobab Breathwork', inviter: 'Imani Okafor', email: staff.email, status: 'open' });

    const joined = await staff.client.rpc('accept_studio_invitation', { p_token: token });
    expect(joined).toMatchObject({ data: owner.id, error: null });
    const again = await staff.client.rpc('accept_studio_invitation', { p_token: token });
    expect(again.status).toBe(410);
    expect(again.error?.message).toBe('This invitation has already been used');

    const team = await owner.client.rpc('studio_team', { p_studio: owner.id });
    expect((team.data as { email: string; role: string }[]).map(({ email, role }) => ({ email, role }))).toEqual([
      { email: owner.email, role: 'owner' },
      { email: staff.email, role: 'staff' },
    ]);
  });

  it('answers a refusal with its status and the database\'s message, and mails nothing', async () => {
    const stranger = `stranger-${Date.now()}@example.com`;
    expect(await errorOf(await invite(staff, { studio_id: owner.id, email: stranger }))).toEqual({
      status: 403,
      error: 'Only an owner of the studio can do this',
    });
    expect(await errorOf(await invite(owner, { studio_id: owner.id, email: 'not an address' }))).toEqual({ status: 400, error: 'Enter a valid email address' });
    expect(await errorOf(await invite(owner, { studio_id: owner.id, email: staff.email }))).toEqual({
      status: 409,
      error: `${staff.email} is already a member of this studio`,
    });
    expect(await errorOf(await invite(owner, { studio_id: 'mine', email: stranger }))).toEqual({ status: 400, error: "studio_id must be the studio's id." });
    expect(await errorOf(await invite(owner, { studio_id: owner.id, email: stranger, role: 'admin' }))).toEqual({
      status: 400,
      error: 'A member is an owner or staff',
    });
    expect(invitationsTo(stranger)).toEqual([]);
  });

  it('a link to another site falls back to the configured site', async () => {
    const email = `guest-${Date.now()}@example.com`;
    const result = await invite(owner, { studio_id: owner.id, email, site_url: 'https://evil.example.net/join' });
    expect(result.error).toBeNull();
    expect(new URL(invitationsTo(email)[0]!.link).hostname).not.toBe('evil.example.net');
  });
});

describe('studio-invite as deployed (the hosted handler, against this backend)', () => {
  function hostedCall(by: TestUser | null, body: unknown): Promise<Response> {
    const env: Record<string, string> = { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey };
    const headers: Record<string, string> = { 'content-type': 'application/json', origin: 'http://localhost:5173' };
    if (by) headers.authorization = `Bearer ${by.token}`;
    const call = new Request('http://functions.local/studio-invite', { method: 'POST', headers, body: JSON.stringify(body) });
    return handleStudioInvite(call, { get: (name) => env[name] });
  }

  it('mails a sign-in link to /join for a new address; the new account joins with it', async () => {
    const email = `newcomer-${Date.now()}@example.com`;
    const answer = await hostedCall(owner, { studio_id: owner.id, email });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { invitation: { email: string } }).invitation.email).toBe(email);
    const mail = backend.ctx!.mailbox.list(email)[0]!;
    const verified = await fetch(mail.link, { redirect: 'manual' });
    const landing = new URL(verified.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe('http://localhost:5173/join');
    const token = landing.searchParams.get('invitation')!;
    const session = new URLSearchParams(landing.hash.slice(1));
    const newcomer = clientFor(backend.url, backend.anonKey, session.get('access_token')!);
    expect(await newcomer.rpc('accept_studio_invitation', { p_token: token })).toMatchObject({ data: owner.id, error: null });
  });

  it('answers refusals as the local function does', async () => {
    expect(await hostedCall(null, { studio_id: owner.id, email: 'x@example.com' }).then((r) => r.status)).toBe(401);
    const refused = await hostedCall(staff, { studio_id: owner.id, email: `x-${Date.now()}@example.com` });
    expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 403, body: { error: 'Only an owner of the studio can do this' } });
  });

  it('withdraws the invitation when the mail cannot be sent', async () => {
    const email = `twice-${Date.now()}@example.com`;
    expect((await hostedCall(owner, { studio_id: owner.id, email })).status).toBe(200);
    // The auth service sends one mail per address a minute: the second invitation's mail is refused.
    const second = await hostedCall(owner, { studio_id: owner.id, email });
    expect(second.status).toBe(429);
    expect(((await second.json()) as { error: string }).error).toMatch(/^The invitation email could not be sent/);
    const { data } = await owner.client.from('studio_invitations').select('email, revoked_at').eq('email', email).order('created_at');
    expect((data as { revoked_at: string | null }[]).map((row) => row.revoked_at !== null)).toEqual([true, true]);
  });
});
