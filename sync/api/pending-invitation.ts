// Public surface: the invitation a visitor opened before signing in, remembered on this
// device (no network code here: the sign-in screens load it).
export { forgetInvitation, pendingInvitation, pendingInvitationEmail, rememberInvitation } from '../team/pending-invitation.ts';
