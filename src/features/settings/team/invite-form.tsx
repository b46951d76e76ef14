// The owner's invitation form: an address and a role; the server mails the link. A
// refusal (already a member, too many invitations) shows under the field it concerns.
import { type FormEvent, useState } from 'react';
import { fieldBreach } from '#domain/field-limit-check.ts';
import { maxLengthOf } from '#domain/field-limits.ts';
import { inviteMember, type PendingInvitation, type StudioRole } from '#sync/team.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { ROLE_OPTIONS, TEAM } from './team-messages.ts';

export function InviteForm({ studioId, onInvited }: { studioId: string; onInvited: (invitation: PendingInvitation) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StudioRole>('staff');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (fieldBreach('studio_invitations', 'email', address)) {
      setError(TEAM.emailInvalid);
      return;
    }
    setBusy(true);
    try {
      const made = await inviteMember(studioId, address, role, window.location.origin);
      notifySuccess(TEAM.sent(made.email));
      onInvited(made);
      setEmail('');
      setError(undefined);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      setError(message);
      notifyError(TEAM.failed, message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h3 className="text-lg font-semibold text-stone-900">{TEAM.inviteTitle}</h3>
      <p className="mt-1 text-sm text-stone-600">{TEAM.inviteLead}</p>
      <div className="mt-4 space-y-4">
        <TextField
          label={TEAM.emailLabel}
          type="email"
          name="invite-email"
          autoComplete="off"
          limit={maxLengthOf('studio_invitations', 'email')}
          required
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        <SelectField label={TEAM.roleLabel} value={role} options={ROLE_OPTIONS} onChange={(value) => setRole(value === 'owner' ? 'owner' : 'staff')} />
        <Button type="submit" busy={busy} className="w-full sm:w-auto">
          {busy ? TEAM.sending : TEAM.send}
        </Button>
      </div>
    </form>
  );
}
