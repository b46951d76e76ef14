// A studio's people, read and changed on the server: membership is online only (the
// database checks every change against the caller's role, migration 1000), so these
// calls keep no copy on the device. Each takes the supabase-js client last, defaulting
// to the app's one client, so tests can pass a client signed in as whoever they need.
// A refusal comes back as a TeamRequestError whose message is the server's, written
// for the person reading it ("Only an owner of the studio can do this").
import type { SupabaseClient } from '@supabase/supabase-js';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { getSupabase } from '../supabase-client.ts';

export type StudioRole = 'owner' | 'staff';

export type MyStudio = { id: string; name: string; role: StudioRole; own: boolean };

export type TeamMember = { user_id: string; email: string; full_name: string; role: StudioRole; joined_at: string };

export type PendingInvitation = { id: string; email: string; role: StudioRole; created_at: string; expires_at: string };

export type InvitationPreview = {
  studio_id: string;
  studio: string;
  inviter: string;
  email: string;
  role: StudioRole;
  expires_at: string;
  status: 'open' | 'used' | 'withdrawn' | 'expired';
};

export class TeamRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'TeamRequestError';
  }
}

type Answer<T> = { data: T | null; error: { message: string } | null; status: number };

export function answered<T>(answer: Answer<T>): T {
  if (answer.error) {
    const offline = answer.status === 0;
    throw new TeamRequestError(offline ? 'You are offline or the server did not answer: try again when you are connected.' : answer.error.message, answer.status);
  }
  return answer.data as T;
}

/** The studios the signed-in user belongs to, their own first (remembered on the device for switching offline). */
export async function listMyStudios(userId: string, client: SupabaseClient = getSupabase()): Promise<MyStudio[]> {
  const rows = answered(await client.rpc('my_studios')) as { id: string; name: string; role: StudioRole }[];
  return rows.map((row) => ({ ...row, own: row.id === userId }));
}

export async function loadTeam(studioId: string, client: SupabaseClient = getSupabase()): Promise<TeamMember[]> {
  return answered(await client.rpc('studio_team', { p_studio: studioId })) as TeamMember[];
}

/** Invitations not yet accepted or withdrawn (owners only; others see none). */
export async function listPendingInvitations(studioId: string, client: SupabaseClient = getSupabase()): Promise<PendingInvitation[]> {
  const rows = await client
    .from('studio_invitations')
    .select('id, email, role, created_at, expires_at')
    .eq('studio_id', studioId)
    .is('accepted_at', null)
    .is('revoked_at', null)
    .order('created_at', { ascending: false });
  return answered(rows) as PendingInvitation[];
}

/** Makes the invitation and mails its link (the studio-invite function). */
export async function inviteMember(
  studioId: string,
  email: string,
  role: StudioRole,
  siteUrl: string,
  client: SupabaseClient = getSupabase(),
): Promise<PendingInvitation> {
  const { data, error } = await client.functions.invoke<{ invitation: PendingInvitation }>('studio-invite', {
    body: { studio_id: studioId, email, role, site_url: siteUrl },
  });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    throw new TeamRequestError(typeof body.error === 'string' ? body.error : `The invitation failed (${response.status}).`, response.status);
  }
  if (error || !data?.invitation) throw new TeamRequestError('You are offline or the server did not answer: try again when you are connected.', 0);
  return { ...data.invitation, created_at: new Date().toISOString() };
}

export async function withdrawInvitation(invitationId: string, client: SupabaseClient = getSupabase()): Promise<void> {
  answered(await client.rpc('revoke_studio_invitation', { p_invitation: invitationId }));
}

export async function setMemberRole(studioId: string, userId: string, role: StudioRole, client: SupabaseClient = getSupabase()): Promise<void> {
  answered(await client.rpc('set_studio_member_role', { p_studio: studioId, p_user: userId, p_role: role }));
}

export async function removeMember(studioId: string, userId: string, client: SupabaseClient = getSupabase()): Promise<void> {
  answered(await client.rpc('remove_studio_member', { p_studio: studioId, p_user: userId }));
}

export async function leaveStudio(studioId: string, client: SupabaseClient = getSupabase()): Promise<void> {
  answered(await client.rpc('leave_studio', { p_studio: studioId }));
}

export async function previewInvitation(token: string, client: SupabaseClient = getSupabase()): Promise<InvitationPreview> {
  return answered(await client.rpc('studio_invitation_preview', { p_token: token })) as InvitationPreview;
}

/** Joins the studio the invitation is for; answers its id. */
export async function acceptInvitation(token: string, client: SupabaseClient = getSupabase()): Promise<string> {
  return answered(await client.rpc('accept_studio_invitation', { p_token: token })) as string;
}
