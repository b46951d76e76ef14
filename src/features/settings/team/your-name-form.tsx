// "Your name": the person's own name on their account, the one their teams, the history
// ("by ...") and the invitations they send show. Not the studio's name: that is the
// brand profile's business name. Kept by the auth server, so changed online only.
import { type FormEvent, useState } from 'react';
import { accountName, NAME_LIMIT, saveAccountName } from '#sync/account.ts';
import { useAuthState } from '#sync/auth.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { TEAM } from './team-messages.ts';

export function YourNameForm({ onSaved }: { onSaved: () => void }) {
  const { user } = useAuthState();
  const [name, setName] = useState(() => accountName(user));
  const [busy, setBusy] = useState(false);
  const unchanged = name.trim() === accountName(user);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const { error } = await saveAccountName(name);
    setBusy(false);
    if (error) {
      notifyError(TEAM.nameFailed, error);
      return;
    }
    notifySuccess(TEAM.nameSaved(name.trim()));
    onSaved();
  }

  return (
    <form onSubmit={save} aria-labelledby="your-name-title" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id="your-name-title" className="font-semibold text-stone-900">
        {TEAM.nameTitle}
      </h3>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          className="sm:flex-1"
          label={TEAM.nameLabel}
          name="name"
          autoComplete="name"
          required
          limit={NAME_LIMIT}
          hint={TEAM.nameHint}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="secondary" className="sm:mt-6" busy={busy} disabled={unchanged || name.trim() === ''}>
          {TEAM.nameSave}
        </Button>
      </div>
    </form>
  );
}
