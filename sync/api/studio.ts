// Public surface: the studio this device works in, the others it knows the user belongs
// to (switching works offline for the studios it holds), the studio's people as last
// loaded, and the notice that a studio was dropped from the device. Light: no
// supabase-js until something asks the server.
export { type StudioChoice, useStudioChoice } from '../hooks/use-studio-choice.ts';
export { useStudioMembers } from '../hooks/use-studio-members.ts';
export { type KnownMember, takeMembershipNotice } from '../team/studio-choice.ts';
export type { MyStudio } from '../team/team-requests.ts';
export { refreshStudios, switchStudio } from '../user-data/open-studio.ts';
