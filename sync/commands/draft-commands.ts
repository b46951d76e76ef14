// Generator drafts: the form and last output of one tool, saved as the user types,
// so a closed tab or another device finds the work where it was left, and what the
// tool remembers of its last generations (rememberRun), so every device edits the
// history item a generation wrote.
import type { ContentType } from '../../domain/tools.ts';
import type { DeviceDatabase } from '../db/device-database.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import type { GeneratorDraftDoc } from '../schemas/generator-draft-schema.ts';
import { userTypeId } from './new-id.ts';
import { runWrite } from './run-write.ts';

export type DraftInput = { form: Record<string, unknown>; output?: unknown };

/** The most job keys a draft remembers (a website's sections, a social post's platforms). */
export const REMEMBERED_RUNS = 40;

/** Patches the user's draft of `contentType`, or makes it from `patch` when there is none (a race with another write patches it). */
async function patchDraft(db: DeviceDatabase, userId: string, contentType: ContentType, patch: (doc: GeneratorDraftDoc | null) => Partial<GeneratorDraftDoc>): Promise<GeneratorDraftDoc> {
  const id = userTypeId(userId, contentType);
  const existing = await db.generator_drafts.findOne(id).exec();
  if (existing) return (await existing.incrementalModify((doc) => ({ ...doc, ...patch(doc), updated_at: nowTimestamp() }))).toMutableJSON();
  const now = nowTimestamp();
  const fresh: GeneratorDraftDoc = { id, user_id: userId, content_type: contentType, form: {}, output: null, last_runs: {}, created_at: now, updated_at: now, server_modified: null };
  try {
    return (await db.generator_drafts.insert({ ...fresh, ...patch(null) })).toMutableJSON();
  } catch (error) {
    // Written meanwhile (the output's save and the run's memory land together): patch that one.
    const written = await db.generator_drafts.findOne(id).exec();
    if (!written) throw error;
    return (await written.incrementalModify((doc) => ({ ...doc, ...patch(doc), updated_at: nowTimestamp() }))).toMutableJSON();
  }
}

export function saveDraft(contentType: ContentType, input: DraftInput): Promise<GeneratorDraftDoc> {
  return runWrite(({ db, userId }) =>
    patchDraft(db, userId, contentType, () => (input.output === undefined ? { form: input.form } : { form: input.form, output: input.output })),
  );
}

/** Remembers job `key`'s last generation (any JSON the tool keeps) with the draft; the oldest keys beyond REMEMBERED_RUNS go. */
export function rememberRun(contentType: ContentType, key: string, run: Record<string, unknown>): Promise<GeneratorDraftDoc> {
  return runWrite(({ db, userId }) =>
    patchDraft(db, userId, contentType, (doc) => {
      const others = Object.entries(doc?.last_runs ?? {}).filter(([name]) => name !== key);
      return { last_runs: Object.fromEntries([...others.slice(-(REMEMBERED_RUNS - 1)), [key, run]]) };
    }),
  );
}

export function clearDraft(contentType: ContentType): Promise<void> {
  return runWrite(async ({ db, userId }) => {
    const existing = await db.generator_drafts.findOne(userTypeId(userId, contentType)).exec();
    if (existing) await existing.remove();
  });
}
