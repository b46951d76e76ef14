// Public surface: the studio's brand profile.
export type { ProfileInput } from '../commands/profile-commands.ts';
export { saveProfile } from '../commands/profile-commands.ts';
export { useProfile } from '../hooks/use-profile.ts';
export type { ProfileDoc } from '../schemas/profile-schema.ts';
