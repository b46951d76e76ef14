// Where a user goes once signed in: back to the invitation they opened before signing
// in (the /join screen), else the dashboard.
import { pendingInvitation } from '#sync/pending-invitation.ts';

export type Landing = { to: '/join'; search: { invitation: string } } | { to: '/dashboard' };

export function landingAfterSignIn(): Landing {
  const invitation = pendingInvitation();
  return invitation ? { to: '/join', search: { invitation } } : { to: '/dashboard' };
}
