// Content preferences: one settings object per content type, the studio's (keyed by
// the studio's id). Only owners change them.
import type { ContentType } from '../../domain/tools.ts';
import { WRITE_ERRORS } from '../../domain/sync-messages.ts';
import type { ContentPreferenceDoc } from '../schemas/content-preference-schema.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { userTypeId } from './new-id.ts';
import { roleIn } from '../team/studio-choice.ts';
import { refuseOverLimit } from './limit-guard.ts';
import { runWrite } from './run-write.ts';

export function savePreferences(contentType: ContentType, settings: Record<string, unknown>): Promise<ContentPreferenceDoc> {
  return runWrite(async ({ db, userId, studioId }) => {
    if (roleIn(userId, studioId) !== 'owner') throw new Error(WRITE_ERRORS.ownerOnly);
    refuseOverLimit('content_preferences', { default_settings: settings });
    const id = userTypeId(studioId, contentType);
    const now = nowTimestamp();
    const existing = await db.content_preferences.findOne(id).exec();
    if (existing) return (await existing.incrementalPatch({ default_settings: settings, updated_at: now })).toMutableJSON();
    const doc: ContentPreferenceDoc = {
      id,
      user_id: studioId,
      content_type: contentType,
      default_settings: settings,
      created_at: now,
      updated_at: now,
      server_modified: null,
    };
    return (await db.content_preferences.upsert(doc)).toMutableJSON();
  });
}
