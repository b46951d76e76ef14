// The team screen's calls (sync/team) with the real supabase-js against the local
// backend: an owner invites, the invited account previews and joins, the owner changes a
// role and removes a member, a member leaves; every refusal carries the server's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  inviteMember,
  leaveStudio,
  listMyStudios,
  listPendingInvitations,
  loadTeam,
  previewInvitation,
  removeMember,
  setMemberRole,
  TeamRequestError,
  withdrawInvitation,
} from '../../sync/team/team-requests.ts';
import { clientFor, type RestBackend, startRestBackend, type TestUser } from '../server/harness/rest-backend.ts';

let backend: RestBackend;

beforeAll(async () => {
  backend = await startRestBackend({ local: true });
});

afterAll(async () => {
  await backend?.stop();
});

function tokenMailedTo(email: string): string {
  const mail = backend.ctx!.mailbox.list(email).find((entry) => entry.kind === 'invitation');
  if (!mail) throw new Error(`no invitation mail for ${email}`);
  return new URL(mail.link).searchParams.get('invitation')!;
}

async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TeamRequestError)) throw new Error(`expected a TeamRequestError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe('a studio team through the app\'s calls', () => {
  let owner: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    owner = await backend.newUser('owner', { fullName: 'Sofia Reyes', businessName: 'Casa Prana' });
    staff = await backend.newUser('staff', { fullName: 'Kenji Mori' });
  });

  it('the owner invites, the invitation is pending, the invited account previews and joins', async () => {
    expect(await listMyStudios(owner.id, owner.client)).toEqual([{ id: owner.id, name: 'Casa Prana', role: 'owner', own: true }]);
    const made = await inviteMember(owner.id, staff.email, 'staff', 'http://localhost:5173', owner.client);
    expect(made).toMatchObject({ email: staff.email, role: 'staff' });
    expect((await listPendingInvitations(owner.id, owner.client)).map((row) => row.email)).toEqual([staff.email]);
    expect(await listPendingInvitations(owner.id, staff.client)).toEqual([]);

    const token = tokenMailedTo(staff.email);
    expect(await previewInvitation(token, clientFor(backend.url, backend.anonKey))).toMatchObject({ studio: 'Casa Prana', inviter: 'Sofia Reyes', status: 'open' });
    expect(await acceptInvitation(token, staff.client)).toBe(owner.id);
    expect(await listPendingInvitations(owner.id, owner.client)).toEqual([]);
    expect(await listMyStudios(staff.id, staff.client)).toEqual([
      { id: staff.id, name: '', role: 'owner', own: true },
      { id: owner.id, name: 'Casa Prana', role: 'staff', own: false },
    ]);
    expect((await loadTeam(owner.id, staff.client)).map(({ full_name, role }) => ({ full_name, role }))).toEqual([
      { full_name: 'Sofia Reyes', role: 'owner' },
      { full_name: 'Kenji Mori', role: 'staff' },
    ]);
  });

  it('refusals carry the server\'s status and message', async () => {
    expect(await refusal(inviteMember(owner.id, 'someone@example.com', 'staff', 'http://localhost:5173', staff.client))).toEqual({
      status: 403,
      message: 'Only an owner of the studio can do this',
    });
    expect(await refusal(removeMember(owner.id, owner.id, staff.client))).toEqual({ status: 403, message: 'Only an owner of the studio can do this' });
    expect(await refusal(leaveStudio(owner.id, owner.client))).toEqual({
      status: 409,
      message: "You are this studio's only owner: make another member owner before you leave",
    });
    expect(await refusal(acceptInvitation('0'.repeat(64), staff.client))).toEqual({ status: 404, message: 'This invitation link is not valid' });
  });

  it('the owner withdraws an invitation, changes a role and removes a member; a member leaves', async () => {
    const guestEmail = `guest-${Date.now()}@example.com`;
    const pending = await inviteMember(owner.id, guestEmail, 'owner', 'http://localhost:5173', owner.client);
    await withdrawInvitation(pending.id, owner.client);
    expect(await listPendingInvitations(owner.id, owner.client)).toEqual([]);

    await setMemberRole(owner.id, staff.id, 'owner', owner.client);
    expect((await listMyStudios(staff.id, staff.client)).find((studio) => studio.id === owner.id)?.role).toBe('owner');
    await setMemberRole(owner.id, staff.id, 'staff', staff.client);
    await leaveStudio(owner.id, staff.client);
    expect((await listMyStudios(staff.id, staff.client)).map((studio) => studio.id)).toEqual([staff.id]);

    const second = await backend.newUser('second');
    await inviteMember(owner.id, second.email, 'staff', 'http://localhost:5173', owner.client);
    await acceptInvitation(tokenMailedTo(second.email), second.client);
    await removeMember(owner.id, second.id, owner.client);
    expect(await refusal(loadTeam(owner.id, second.client))).toEqual({ status: 404, message: 'No such studio' });
  });
});
