// Texts of Settings → Team and of the /join screen.
import type { StudioRole } from '#sync/team.ts';

export const ROLE_LABELS: Record<StudioRole, string> = { owner: 'Owner', staff: 'Staff' };

export const ROLE_OPTIONS = [
  { value: 'staff', label: 'Staff: writes content, uses templates' },
  { value: 'owner', label: 'Owner: also edits the brand, invites, billing' },
];

export const TEAM = {
  title: 'Team',
  lead: 'The people who share this studio: its brand profile, tone templates and content library.',
  offlineTitle: 'The team is managed online',
  offlineText: 'Connect to the internet to see your studio\'s people and to invite someone. Your content keeps working offline.',
  loading: 'Loading your team...',
  loadFailed: 'Your team could not be loaded',
  retry: 'Try again',
  studioLabel: 'Studio',
  unnamedStudio: 'Your studio',
  yourRole: (role: StudioRole) => `You are ${role === 'owner' ? 'an owner' : 'staff'} here`,
  membersTitle: (count: number) => (count === 1 ? '1 person' : `${count} people`),
  membersLabel: 'Members',
  you: '(you)',
  roleOf: (name: string) => `Role of ${name}`,
  remove: 'Remove',
  removeOf: (name: string) => `Remove ${name}`,
  leave: 'Leave this studio',
  onlyOwnerNote: 'You are this studio\'s only owner. To leave it, make another member owner first.',
  staffNote: 'Only the studio\'s owners invite people and change roles.',
  inviteTitle: 'Invite someone',
  inviteLead: 'They get an email with a link. It works once, for that address, for 7 days.',
  emailLabel: 'Email address',
  emailInvalid: 'Enter a valid email address',
  roleLabel: 'Role',
  send: 'Send invitation',
  sending: 'Sending...',
  sent: (email: string) => `Invitation sent to ${email}`,
  pendingTitle: 'Waiting for an answer',
  expires: (date: string) => `expires ${date}`,
  withdraw: 'Withdraw',
  withdrawOf: (email: string) => `Withdraw the invitation to ${email}`,
  withdrawn: 'Invitation withdrawn',
  roleChanged: (name: string, role: StudioRole) => `${name} is now ${role === 'owner' ? 'an owner' : 'staff'}`,
  removeConfirmTitle: (name: string) => `Remove ${name}?`,
  removeConfirmText:
    'They lose access to this studio\'s brand, templates and content at once, and their devices drop its data at their next sync. What they made stays with the studio.',
  removed: (name: string) => `${name} was removed`,
  leaveConfirmTitle: (studio: string) => `Leave ${studio}?`,
  leaveConfirmText: 'You lose access to its brand, templates and content. An owner can invite you again.',
  left: (studio: string) => `You left ${studio}`,
  cancel: 'Cancel',
  failed: 'That did not work',
};

export const JOIN = {
  title: 'Join a studio',
  loading: 'Opening your invitation...',
  loadFailed: 'Your invitation could not be opened',
  missing: 'This link has no invitation in it. Open the link from the invitation email again.',
  invalid: 'This invitation link is not valid. Ask the studio for a new invitation.',
  used: 'This invitation has already been used.',
  withdrawn: 'This invitation was withdrawn by the studio.',
  expired: 'This invitation has expired. Ask the studio for a new one.',
  offline: 'You are offline. Connect to the internet to open this invitation.',
  invited: (inviter: string, studio: string, role: StudioRole) =>
    `${inviter || 'A studio owner'} invited you to join ${studio || 'their studio'} as ${role === 'owner' ? 'an owner' : 'staff'}.`,
  forAddress: (email: string) => `The invitation is for ${email}.`,
  signInFirst: 'Sign in with that address, or create an account with it, to accept.',
  signIn: 'Sign in',
  signUp: 'Create an account',
  otherAccount: (email: string) => `You are signed in as ${email}. Sign out, then sign in with the invited address.`,
  signOut: 'Sign out',
  accept: (studio: string) => `Join ${studio || 'the studio'}`,
  accepting: 'Joining...',
  joined: (studio: string) => `Welcome to ${studio || 'the studio'}`,
  toTeam: 'See your team',
  toDashboard: 'Go to your dashboard',
};
