// studio-invite's contract, shared by the hosted function and the local backend: the
// request an owner sends, the answers a user reads, and the invitation mail.

export type StudioRole = 'owner' | 'staff';

export type InviteRequest = { studioId: string; email: string; role: StudioRole };

export const SIGN_IN_REQUIRED = 'Please sign in to invite people to your studio.';
export const INVALID_JSON = 'The request body must be JSON.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The body `{ studio_id, email, role? }`, or what is wrong with it. */
export function parseInviteRequest(body: unknown): { ok: true; request: InviteRequest } | { ok: false; error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, error: 'Send { studio_id, email, role }.' };
  const { studio_id: studioId, email, role = 'staff' } = body as Record<string, unknown>;
  if (typeof studioId !== 'string' || !UUID.test(studioId)) return { ok: false, error: 'studio_id must be the studio\'s id.' };
  if (typeof email !== 'string' || email.length > 320) return { ok: false, error: 'Enter a valid email address' };
  if (role !== 'owner' && role !== 'staff') return { ok: false, error: 'A member is an owner or staff' };
  return { ok: true, request: { studioId, email: email.trim(), role } };
}

/** Where the mail's link leads: the app's join screen, with the invitation's secret. */
export function invitationLink(siteUrl: string, token: string): string {
  const url = new URL('/join', siteUrl);
  url.searchParams.set('invitation', token);
  return url.toString();
}

export type InvitationMail = { subject: string; text: string };

export function invitationMail(input: { studio: string; inviter: string; role: StudioRole; link: string; expiresAt: string }): InvitationMail {
  const studio = input.studio.trim() || 'a studio';
  const inviter = input.inviter.trim() || 'The studio\'s owner';
  const as = input.role === 'owner' ? 'an owner' : 'a member of the team';
  const expires = new Date(input.expiresAt).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  return {
    subject: `Join ${studio} on Wellness Content Studio`,
    text: [
      `${inviter} invited you to join ${studio} as ${as}.`,
      'You will share its brand profile, tone templates and content library.',
      `Open this link to accept (it works once, until ${expires}):`,
      input.link,
      'If you did not expect this invitation, you can ignore this email.',
    ].join('\n\n'),
  };
}
