// Settings → Team: the studios the user belongs to, the chosen studio's people and
// roles, and for its owners the invitations (send, see pending, withdraw), role changes
// and removal; any member may leave, except a studio's only owner. Online only: the
// database decides every change, and this screen shows its answer.
import { useState } from 'react';
import { useAuthState } from '#sync/auth.ts';
import { refreshStudios, useStudioChoice } from '#sync/studio.ts';
import { listMyStudios, type MyStudio } from '#sync/team.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { Failed } from './remote-states.tsx';
import { TEAM } from './team-messages.ts';
import { StudioPeople } from './studio-people.tsx';
import { YourNameForm } from './your-name-form.tsx';
import { useRemoteQuery } from '../../../ui/use-remote-query.ts';

export function TeamTab() {
  const online = useOnlineStatus();
  const { user } = useAuthState();
  if (!online) {
    return (
      <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-6">
        <h2 className="text-lg font-semibold text-amber-900">{TEAM.offlineTitle}</h2>
        <p className="mt-2 text-amber-900">{TEAM.offlineText}</p>
      </div>
    );
  }
  if (!user) return null;
  return <TeamPanel userId={user.id} />;
}

function TeamPanel({ userId }: { userId: string }) {
  // What the server says is also what the device remembers for switching offline (and a
  // studio the user is no longer in is dropped from the device).
  const studios = useRemoteQuery(async () => {
    const list = await listMyStudios(userId);
    await refreshStudios(userId, list);
    return list;
  }, userId);
  const [chosen, setChosen] = useState<string | null>(null);
  // A new name of the user's own: the people list loads again to show it.
  const [named, setNamed] = useState(0);
  // The studio this device works in comes first; another can be picked to manage.
  const working = useStudioChoice().current?.id ?? null;

  if (studios.data === null) {
    if (studios.error) return <Failed text={TEAM.loadFailed} detail={studios.error.message} onRetry={studios.reload} />;
    return <LoadingStatus text={TEAM.loading} />;
  }
  const studio: MyStudio | undefined =
    studios.data.find((entry) => entry.id === chosen) ?? studios.data.find((entry) => entry.id === working) ?? studios.data[0];
  if (!studio) return null;
  return (
    <section aria-labelledby="team-title" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="team-title" className="text-xl font-semibold text-stone-900">
            {TEAM.title}
          </h2>
          <p className="mt-1 text-stone-700">{TEAM.lead}</p>
        </div>
        {studios.data.length > 1 && (
          <SelectField
            className="sm:w-72"
            label={TEAM.studioLabel}
            value={studio.id}
            options={studios.data.map((entry) => ({ value: entry.id, label: entry.name || TEAM.unnamedStudio }))}
            onChange={setChosen}
          />
        )}
      </div>
      <YourNameForm onSaved={() => setNamed((count) => count + 1)} />
      <StudioPeople
        key={`${studio.id}:${named}`}
        studio={studio}
        userId={userId}
        onMembershipChanged={() => {
          setChosen(null);
          studios.reload();
        }}
      />
    </section>
  );
}
