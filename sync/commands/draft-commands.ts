// Generator drafts: the form and last output of one tool, saved as the user types,
// so a closed tab or another device finds the work where it was left.
import type { ContentType } from '../../domain/tools.ts';
import type { GeneratorDraftDoc } from '../schemas/generator-draft-schema.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { userTypeId } from './new-id.ts';
import { runWrite } from './run-write.ts';

export type DraftInput = { form: Record<string, unknown>; output?: unknown };

export function saveDraft(contentType: ContentType, input: DraftInput): Promise<GeneratorDraftDoc> {
  return runWrite(async ({ db, userId }) => {
    const id = userTypeId(userId, contentType);
    const now = nowTimestamp();
    const existing = await db.generator_drafts.findOne(id).exec();
    if (existing) {
      const patch: Partial<GeneratorDraftDoc> = { form: input.form, updated_at: now };
      if (input.output !== undefined) patch.output = input.output;
      return (await existing.incrementalPatch(patch)).toMutableJSON();
    }
    const doc: GeneratorDraftDoc = {
      id,
      user_id: userId,
      content_type: contentType,
      form: input.form,
      output: input.output ?? null,
      created_at: now,
      updated_at: now,
      server_modified: null,
    };
    return (await db.generator_drafts.upsert(doc)).toMutableJSON();
  });
}

export function clearDraft(contentType: ContentType): Promise<void> {
  return runWrite(async ({ db, userId }) => {
    const existing = await db.generator_drafts.findOne(userTypeId(userId, contentType)).exec();
    if (existing) await existing.remove();
  });
}
