// studio-invite for a hosted Supabase project, as a plain fetch handler (index.ts serves
// it with Deno.serve; tests run it in Node against the local backend). The invitation is
// made AS THE CALLER through invite_studio_member, so the database checks that they own
// the studio; then the project's auth mailer sends the invited address a sign-in link
// (POST /auth/v1/otp, creating the account when there is none) that leads to the app's
// /join screen with the invitation's secret. The mail is the project's "Magic Link" (or,
// for a new address, "Confirm signup") template. When the mail cannot be sent, the
// invitation is withdrawn again and the owner reads why.
import { CORS, callerId, json } from '../_shared/http.ts';
import { type Env, publicKey } from '../_shared/keys.ts';
import { INVALID_JSON, invitationLink, parseInviteRequest, SIGN_IN_REQUIRED } from './invitation.ts';

type Made = { id: string; token: string; email: string; role: string; expires_at: string };

async function errorMessage(answer: Response, fallback: string): Promise<string> {
  const body = (await answer.json().catch(() => ({}))) as { message?: unknown; msg?: unknown; error_description?: unknown };
  const message = body.message ?? body.msg ?? body.error_description;
  return typeof message === 'string' && message !== '' ? message : fallback;
}

export async function handleStudioInvite(request: Request, env: Env): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (request.method !== 'POST') return json({ error: `Method ${request.method} is not allowed: use POST.` }, 405);
  const base = env.get('SUPABASE_URL') ?? '';
  const apikey = publicKey(env);
  const authorization = request.headers.get('authorization') ?? '';
  const asCaller = { apikey, authorization, 'content-type': 'application/json' };
  if (!(await callerId(request, env))) return json({ error: SIGN_IN_REQUIRED }, 401);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: INVALID_JSON }, 400);
  }
  const parsed = parseInviteRequest(body);
  if (!parsed.ok) return json({ error: parsed.error }, 400);
  const { studioId, email, role } = parsed.request;

  const made = await fetch(`${base}/rest/v1/rpc/invite_studio_member`, {
    method: 'POST',
    headers: asCaller,
    body: JSON.stringify({ p_studio: studioId, p_email: email, p_role: role }),
  });
  if (!made.ok) {
    const status = made.status >= 500 ? 502 : made.status;
    return json({ error: await errorMessage(made, 'The invitation could not be made; please try again.') }, status);
  }
  const { token, ...invitation } = (await made.json()) as Made;

  // The app's address: SITE_URL when set (supabase secrets set), else the page the owner
  // invited from. The auth service still sends only to its allowed redirect URLs.
  const fromPage = (body as { site_url?: unknown }).site_url;
  const site = env.get('SITE_URL') || (typeof fromPage === 'string' ? fromPage : '') || request.headers.get('origin') || base;
  const redirect = encodeURIComponent(invitationLink(site, token));
  const mailed = await fetch(`${base}/auth/v1/otp?redirect_to=${redirect}`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: invitation.email, create_user: true, data: { joining_studio: true } }),
  });
  if (!mailed.ok) {
    const reason = await errorMessage(mailed, 'the mail service refused it');
    await fetch(`${base}/rest/v1/rpc/revoke_studio_invitation`, {
      method: 'POST',
      headers: asCaller,
      body: JSON.stringify({ p_invitation: invitation.id }),
    }).catch(() => null);
    return json({ error: `The invitation email could not be sent (${reason}); nothing was sent, please try again.` }, mailed.status === 429 ? 429 : 502);
  }
  return json({ invitation }, 200);
}
