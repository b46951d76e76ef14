// /join?invitation=<secret>: the screen an invitation email leads to. It shows whose
// studio invited which address; a visitor signs in or signs up with that address (the
// invitation is remembered across it), a signed-in user with that address joins with
// one button, anyone else is told which account the invitation is for.
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useAuthState } from '#sync/auth.ts';
import { forgetInvitation, rememberInvitation } from '#sync/pending-invitation.ts';
import { refreshStudios, switchStudio } from '#sync/studio.ts';
import { acceptInvitation, type InvitationPreview, listMyStudios, previewInvitation, TeamRequestError } from '#sync/team.ts';
import { Button } from '../../../ui/button.tsx';
import { buttonClass } from '../../../ui/button-class.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { Failed } from './remote-states.tsx';
import { JOIN } from './team-messages.ts';
import { useRemoteQuery } from '../../../ui/use-remote-query.ts';

const CLOSED: Record<Exclude<InvitationPreview['status'], 'open'>, string> = {
  used: JOIN.used,
  withdrawn: JOIN.withdrawn,
  expired: JOIN.expired,
};

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-stone-50 px-4 py-12">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">{JOIN.title}</h1>
        <div className="mt-4 space-y-4 text-stone-700">{children}</div>
      </div>
    </div>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
      {text}
    </p>
  );
}

/** This device now works in the studio joined (its data downloads in the background). */
async function workIn(userId: string | undefined, studioId: string): Promise<void> {
  if (!userId) return;
  try {
    await refreshStudios(userId, await listMyStudios(userId));
    await switchStudio(studioId);
  } catch (error) {
    // Joined all the same: the studio can be chosen in the header once the list loads.
    console.error('Could not open the studio joined', error);
  }
}

export function JoinPage({ token }: { token: string | undefined }) {
  const online = useOnlineStatus();
  const auth = useAuthState();
  const preview = useRemoteQuery(() => previewInvitation(token ?? ''), token ?? '');
  const [joined, setJoined] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token) return <Card><Notice text={JOIN.missing} /></Card>;
  if (joined !== null) {
    return (
      <Card>
        <p className="text-lg font-semibold text-teal-800">{JOIN.joined(joined)}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/settings" search={{ tab: 'team' }} className={buttonClass('primary')}>
            {JOIN.toTeam}
          </Link>
          <Link to="/dashboard" className={buttonClass('secondary')}>
            {JOIN.toDashboard}
          </Link>
        </div>
      </Card>
    );
  }
  if (preview.data === null) {
    if (!preview.error) return <Card><LoadingStatus text={JOIN.loading} /></Card>;
    if (preview.error instanceof TeamRequestError && preview.error.status === 404) return <Card><Notice text={JOIN.invalid} /></Card>;
    return <Card><Failed text={online ? JOIN.loadFailed : JOIN.offline} detail={preview.error.message} onRetry={preview.reload} /></Card>;
  }
  const invitation = preview.data;
  const invited = <p className="text-lg text-stone-900">{JOIN.invited(invitation.inviter, invitation.studio, invitation.role)}</p>;
  if (invitation.status !== 'open') {
    return (
      <Card>
        {invited}
        <Notice text={CLOSED[invitation.status]} />
      </Card>
    );
  }
  if (auth.loading) return <Card><LoadingStatus text={JOIN.loading} /></Card>;

  if (!auth.user) {
    const remember = () => rememberInvitation(token, invitation.email);
    return (
      <Card>
        {invited}
        <p>
          {JOIN.forAddress(invitation.email)} {JOIN.signInFirst}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/login" onClick={remember} className={buttonClass('primary')}>
            {JOIN.signIn}
          </Link>
          <Link to="/signup" onClick={remember} className={buttonClass('secondary')}>
            {JOIN.signUp}
          </Link>
        </div>
      </Card>
    );
  }

  if ((auth.user.email ?? '').toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <Card>
        {invited}
        <p>{JOIN.forAddress(invitation.email)}</p>
        <Notice text={JOIN.otherAccount(auth.user.email ?? '')} />
        <Button
          variant="secondary"
          onClick={async () => {
            rememberInvitation(token, invitation.email);
            const { signOutAndRemoveData } = await import('#sync/device-data.ts');
            const { error } = await signOutAndRemoveData();
            if (error) notifyError(JOIN.signOut, error.message);
          }}
        >
          {JOIN.signOut}
        </Button>
      </Card>
    );
  }

  async function accept() {
    setBusy(true);
    try {
      const studioId = await acceptInvitation(token ?? '');
      forgetInvitation();
      await workIn(auth.user?.id, studioId);
      notifySuccess(JOIN.joined(invitation.studio));
      setJoined(invitation.studio);
    } catch (error) {
      notifyError(JOIN.title, error instanceof Error ? error.message : String(error));
      preview.reload();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      {invited}
      <Button size="lg" className="w-full" busy={busy} onClick={() => void accept()}>
        {busy ? JOIN.accepting : JOIN.accept(invitation.studio)}
      </Button>
    </Card>
  );
}
