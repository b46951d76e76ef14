// One studio's people: members with their roles, and for an owner the controls that
// change them, the invitation form and the invitations still waiting for an answer.
import { useState } from 'react';
import {
  leaveStudio,
  listPendingInvitations,
  loadTeam,
  type MyStudio,
  type PendingInvitation,
  removeMember,
  setMemberRole,
  type StudioRole,
  type TeamMember,
  withdrawInvitation,
} from '#sync/team.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/dialog.tsx';
import { formatDate } from '../../../ui/format.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { InviteForm } from './invite-form.tsx';
import { ROLE_LABELS, TEAM } from './team-messages.ts';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { Failed } from './remote-states.tsx';
import { useRemoteQuery } from '../../../ui/use-remote-query.ts';

type Props = { studio: MyStudio; userId: string; onMembershipChanged: () => void };

type Confirm = { kind: 'remove'; member: TeamMember } | { kind: 'leave' } | null;

const nameOf = (member: TeamMember) => member.full_name.trim() || member.email;

export function StudioPeople({ studio, userId, onMembershipChanged }: Props) {
  const owner = studio.role === 'owner';
  const team = useRemoteQuery(() => loadTeam(studio.id), studio.id);
  const invitations = useRemoteQuery(() => (owner ? listPendingInvitations(studio.id) : Promise.resolve([])), `${studio.id}:${studio.role}`);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  async function run(id: string, action: () => Promise<void>, success: string, after: () => void) {
    setBusy(id);
    try {
      await action();
      notifySuccess(success);
      after();
    } catch (error) {
      notifyError(TEAM.failed, error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  }

  if (team.data === null) {
    if (team.error) return <Failed text={TEAM.loadFailed} detail={team.error.message} onRetry={team.reload} />;
    return <LoadingStatus text={TEAM.loading} />;
  }
  const members = team.data;
  const owners = members.filter((member) => member.role === 'owner').length;
  const onlyOwner = owner && owners === 1;
  const studioName = studio.name || TEAM.unnamedStudio;

  const changeRole = (member: TeamMember, role: StudioRole) =>
    run(member.user_id, () => setMemberRole(studio.id, member.user_id, role), TEAM.roleChanged(nameOf(member), role), () => {
      if (member.user_id === userId) onMembershipChanged();
      else team.reload();
    });

  const withdraw = (invitation: PendingInvitation) =>
    run(invitation.id, () => withdrawInvitation(invitation.id), TEAM.withdrawn, () =>
      invitations.update((list) => list.filter((entry) => entry.id !== invitation.id)),
    );

  async function confirmed() {
    if (confirm?.kind === 'remove') {
      const { member } = confirm;
      await run(member.user_id, () => removeMember(studio.id, member.user_id), TEAM.removed(nameOf(member)), team.reload);
    } else if (confirm?.kind === 'leave') {
      await run('leave', () => leaveStudio(studio.id), TEAM.left(studioName), onMembershipChanged);
    }
    setConfirm(null);
  }

  return (
    <div className="space-y-6">
      <div className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h3 className="min-w-0 break-words text-lg font-semibold text-stone-900">{studioName}</h3>
          <Badge tone={owner ? 'teal' : 'stone'}>{TEAM.yourRole(studio.role)}</Badge>
          <span className="text-sm text-stone-600">{TEAM.membersTitle(members.length)}</span>
        </div>
        <ul aria-label={TEAM.membersLabel} className="mt-4 divide-y divide-stone-100">
          {members.map((member) => {
            const self = member.user_id === userId;
            const name = nameOf(member);
            return (
              <li key={member.user_id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="break-words font-medium text-stone-900">
                    {name} {self && <span className="font-normal text-stone-600">{TEAM.you}</span>}
                  </p>
                  {member.full_name.trim() && <p className="break-all text-sm text-stone-600">{member.email}</p>}
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  {owner ? (
                    <select
                      aria-label={TEAM.roleOf(name)}
                      className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-800 sm:min-h-0"
                      value={member.role}
                      disabled={busy !== null || (member.role === 'owner' && owners === 1)}
                      onChange={(event) => void changeRole(member, event.target.value as StudioRole)}
                    >
                      <option value="owner">{ROLE_LABELS.owner}</option>
                      <option value="staff">{ROLE_LABELS.staff}</option>
                    </select>
                  ) : (
                    <Badge tone={member.role === 'owner' ? 'teal' : 'stone'}>{ROLE_LABELS[member.role]}</Badge>
                  )}
                  {owner && !self && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="min-h-11 sm:min-h-0"
                      aria-label={TEAM.removeOf(name)}
                      busy={busy === member.user_id}
                      disabled={busy !== null || (member.role === 'owner' && owners === 1)}
                      onClick={() => setConfirm({ kind: 'remove', member })}
                    >
                      {TEAM.remove}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <div className="mt-4 border-t border-stone-100 pt-4">
          {onlyOwner ? (
            <p className="text-sm text-stone-600">{TEAM.onlyOwnerNote}</p>
          ) : (
            <Button variant="secondary" size="sm" className="min-h-11 sm:min-h-0" busy={busy === 'leave'} disabled={busy !== null} onClick={() => setConfirm({ kind: 'leave' })}>
              {TEAM.leave}
            </Button>
          )}
        </div>
      </div>

      {owner ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <InviteForm studioId={studio.id} onInvited={(made) => (invitations.data === null ? invitations.reload() : invitations.update((list) => [made, ...list.filter((entry) => entry.email !== made.email)]))} />
          {(invitations.data?.length ?? 0) > 0 && (
            <div className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
              <h3 className="text-lg font-semibold text-stone-900">{TEAM.pendingTitle}</h3>
              <ul className="mt-3 divide-y divide-stone-100">
                {invitations.data?.map((invitation) => (
                  <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div className="min-w-0">
                      <p className="break-all font-medium text-stone-900">{invitation.email}</p>
                      <p className="text-sm text-stone-600">
                        {ROLE_LABELS[invitation.role]} · {TEAM.expires(formatDate(invitation.expires_at))}
                      </p>
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="min-h-11 sm:min-h-0"
                      aria-label={TEAM.withdrawOf(invitation.email)}
                      busy={busy === invitation.id}
                      disabled={busy !== null}
                      onClick={() => void withdraw(invitation)}
                    >
                      {TEAM.withdraw}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      ) : (
        <p className="text-sm text-stone-600">{TEAM.staffNote}</p>
      )}

      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm?.kind === 'remove' ? TEAM.removeConfirmTitle(nameOf(confirm.member)) : TEAM.leaveConfirmTitle(studioName)}
      >
        <p className="text-stone-700">{confirm?.kind === 'remove' ? TEAM.removeConfirmText : TEAM.leaveConfirmText}</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirm(null)}>
            {TEAM.cancel}
          </Button>
          <Button variant="danger" busy={busy !== null} onClick={() => void confirmed()}>
            {confirm?.kind === 'remove' ? TEAM.remove : TEAM.leave}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
