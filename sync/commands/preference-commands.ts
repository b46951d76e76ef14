// Content preferences: one settings object per content type.
import type { ContentType } from '../../domain/content-types.ts';
import type { ContentPreferenceDoc } from '../schemas/content-preference-schema.ts';
import { nowTimestamp } from '../replication/timestamps.ts';
import { userTypeId } from './new-id.ts';
import { runWrite } from './run-write.ts';

export function savePreferences(contentType: ContentType, settings: Record<string, unknown>): Promise<ContentPreferenceDoc> {
  return runWrite(async ({ db, userId }) => {
    const id = userTypeId(userId, contentType);
    const now = nowTimestamp();
    const existing = await db.content_preferences.findOne(id).exec();
    if (existing) return (await existing.incrementalPatch({ default_settings: settings, updated_at: now })).toMutableJSON();
    const doc: ContentPreferenceDoc = {
      id,
      user_id: userId,
      content_type: contentType,
      default_settings: settings,
      created_at: now,
      updated_at: now,
      server_modified: null,
    };
    return (await db.content_preferences.upsert(doc)).toMutableJSON();
  });
}
