// Brand profile commands. The profile is the studio's (keyed by the studio's id) and
// exists from sign-up on the server; a device that has not pulled it yet creates it,
// and the field-by-field merge settles the two. Only owners change it.
import { emptyProfileFields } from '../../domain/brand.ts';
import { WRITE_ERRORS } from '../../domain/sync-messages.ts';
import type { ProfileDoc } from '../schemas/profile-schema.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { roleIn } from '../team/studio-choice.ts';
import { refuseOverLimit } from './limit-guard.ts';
import { runWrite } from './run-write.ts';

export type ProfileInput = Partial<Omit<ProfileDoc, 'id' | 'user_id' | 'created_at' | 'updated_at' | 'server_modified'>>;

function emptyProfile(studioId: string, now: string): ProfileDoc {
  return { ...emptyProfileFields(), id: studioId, user_id: studioId, created_at: now, updated_at: now, server_modified: null };
}

/** Saves profile fields; full_name follows the business name, as brand setup does. */
export function saveProfile(input: ProfileInput): Promise<ProfileDoc> {
  return runWrite(async ({ db, userId, studioId }) => {
    if (roleIn(userId, studioId) !== 'owner') throw new Error(WRITE_ERRORS.ownerOnly);
    const now = nowTimestamp();
    const patch: ProfileInput & { updated_at: string } = { ...input, updated_at: now };
    if (input.business_name !== undefined && input.full_name === undefined) patch.full_name = input.business_name;
    const existing = await db.profiles.findOne(studioId).exec();
    refuseOverLimit('profiles', { ...(existing?.toMutableJSON() ?? {}), ...patch });
    const saved = existing
      ? await existing.incrementalPatch(patch)
      : await db.profiles.insert({ ...emptyProfile(studioId, now), ...patch });
    return saved.toMutableJSON();
  });
}
