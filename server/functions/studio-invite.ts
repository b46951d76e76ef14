// POST /functions/v1/studio-invite, locally: the owner's invitation made AS THE USER
// through invite_studio_member (migration 1000: the database checks the role), then
// the invitation mail "sent" to the development mailbox, with a link to the app's
// /join screen. The hosted function (supabase/functions/studio-invite) does the same
// through the project's auth mailer.
import type { Context } from 'hono';
import {
  INVALID_JSON,
  invitationLink,
  invitationMail,
  parseInviteRequest,
  SIGN_IN_REQUIRED,
  type StudioRole,
} from '../../supabase/functions/studio-invite/invitation.ts';
import { resolveRedirect } from '../auth/links.ts';
import type { ServerContext } from '../context.ts';
import { toApiError } from '../rest/errors.ts';
import { signedInClaims } from './signed-in.ts';

type Made = { id: string; token: string; email: string; role: StudioRole; expires_at: string };

export async function studioInvite(ctx: ServerContext, c: Context): Promise<Response> {
  const claims = await signedInClaims(ctx, c);
  if (!claims) return c.json({ error: SIGN_IN_REQUIRED }, 401);
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return c.json({ error: INVALID_JSON }, 400);
  }
  const parsed = parseInviteRequest(body);
  if (!parsed.ok) return c.json({ error: parsed.error }, 400);
  const { studioId, email, role } = parsed.request;
  let made: { invitation: Made; studio: string; inviter: string };
  try {
    made = await ctx.db.asRole(claims, async (tx) => {
      const invitation = (await tx.query<{ made: Made }>('select public.invite_studio_member($1, $2, $3) as made', [studioId, email, role])).rows[0]!.made;
      const names = await tx.query<{ studio: string; inviter: string }>(
        `select studio.name as studio, public.my_person_name() as inviter
           from public.studios as studio where studio.id = $1`,
        [studioId],
      );
      return { invitation, studio: names.rows[0]?.studio ?? '', inviter: names.rows[0]?.inviter ?? '' };
    });
  } catch (error) {
    const refusal = toApiError(error, true);
    if (refusal.status >= 500) throw error;
    return c.json({ error: refusal.message, code: refusal.code }, refusal.status as 400);
  }
  const site = typeof (body as { site_url?: unknown }).site_url === 'string' ? (body as { site_url: string }).site_url : null;
  const link = invitationLink(resolveRedirect(ctx, c, site), made.invitation.token);
  const mail = invitationMail({ studio: made.studio, inviter: made.inviter, role, link, expiresAt: made.invitation.expires_at });
  ctx.mailbox.send({ to: made.invitation.email, kind: 'invitation', subject: mail.subject, text: mail.text, link, token: '' });
  const { token: _secret, ...invitation } = made.invitation;
  return c.json({ invitation });
}
