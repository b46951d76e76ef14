// Tone templates. Exactly one may be the default: setting one clears the flag on
// the user's others, in the same local write (the server applies the batch so that
// its one-default constraint holds).
import {
  type BrandPersonality,
  DEFAULT_BRAND_PERSONALITY,
  DEFAULT_TONE_PREFERENCES,
  type TonePreferences,
} from '../../domain/brand.ts';
import { WRITE_ERRORS } from '../../domain/sync-messages.ts';
import type { ToneTemplateDoc } from '../schemas/tone-template-schema.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import type { DeviceDatabase } from '../db/device-database.ts';
import { refuseOverLimit } from './limit-guard.ts';
import { newId } from './new-id.ts';
import { runWrite } from './run-write.ts';

export type TemplateInput = {
  id?: string;
  name: string;
  description?: string;
  brand_voice_settings?: BrandPersonality;
  content_preferences?: TonePreferences;
  is_default?: boolean;
};

async function clearOtherDefaults(db: DeviceDatabase, keepId: string, now: string): Promise<ToneTemplateDoc[]> {
  const others = await db.tone_templates.find({ selector: { is_default: true } }).exec();
  return others.filter((doc) => doc.id !== keepId).map((doc) => ({ ...doc.toMutableJSON(), is_default: false, updated_at: now }));
}

export function saveTemplate(input: TemplateInput): Promise<ToneTemplateDoc> {
  return runWrite(async ({ db, userId }) => {
    if (!input.name.trim()) throw new Error('A tone template needs a name.');
    const now = nowTimestamp();
    const id = input.id ?? newId();
    const existing = (await db.tone_templates.findOne(id).exec())?.toMutableJSON();
    const doc: ToneTemplateDoc = {
      id,
      user_id: userId,
      name: input.name.trim(),
      description: input.description ?? existing?.description ?? '',
      brand_voice_settings: input.brand_voice_settings ?? existing?.brand_voice_settings ?? { ...DEFAULT_BRAND_PERSONALITY },
      content_preferences: input.content_preferences ?? existing?.content_preferences ?? { ...DEFAULT_TONE_PREFERENCES },
      is_default: input.is_default ?? existing?.is_default ?? false,
      created_at: existing?.created_at ?? now,
      updated_at: now,
      server_modified: existing?.server_modified ?? null,
    };
    refuseOverLimit('tone_templates', doc);
    const cleared = doc.is_default ? await clearOtherDefaults(db, id, now) : [];
    await db.tone_templates.bulkUpsert([...cleared, doc]);
    return doc;
  });
}

export function setDefaultTemplate(id: string): Promise<void> {
  return runWrite(async ({ db }) => {
    const target = await db.tone_templates.findOne(id).exec();
    if (!target) throw new Error(WRITE_ERRORS.notFound('This tone template'));
    const now = nowTimestamp();
    const cleared = await clearOtherDefaults(db, id, now);
    await db.tone_templates.bulkUpsert([...cleared, { ...target.toMutableJSON(), is_default: true, updated_at: now }]);
  });
}

export function deleteTemplate(id: string): Promise<void> {
  return runWrite(async ({ db }) => {
    const doc = await db.tone_templates.findOne(id).exec();
    if (doc) await doc.remove();
  });
}
