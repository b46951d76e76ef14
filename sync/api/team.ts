// Public surface: a studio's people (members, roles, invitations), online only.
// (The studio this device works in: #sync/studio.ts.)
export type { InvitationPreview, MyStudio, PendingInvitation, StudioRole, TeamMember } from '../team/team-requests.ts';
export {
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
} from '../team/team-requests.ts';
