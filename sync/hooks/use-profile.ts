import type { ProfileDoc } from '../schemas/profile-schema.ts';
import { profile$ } from '../queries/live-queries.ts';
import { type ReadStatus, useLiveQuery } from './use-live-query.ts';

/** The signed-in user's brand profile (null until it exists on this device). */
export function useProfile(): { profile: ProfileDoc | null } & ReadStatus {
  const { data, ...status } = useLiveQuery((s) => profile$(s.db, s.studioId), 'profile', null);
  return { profile: data, ...status };
}
