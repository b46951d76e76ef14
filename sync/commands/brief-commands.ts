// Briefs: made, edited and removed on the device, in the studio it works in; replication
// takes them to the studio's other members. A brief past a field's limit
// (domain/field-limits.ts) or breaking a rule of domain/brief-rules.ts is refused here
// with its sentence, never written to be refused by the server later.
import { BRIEF_FIELDS, BRIEF_TEXT_FIELDS, type BriefFields, briefRuleProblem } from '../../domain/brief-rules.ts';
import type { Brief } from '../../domain/brief.ts';
import { WRITE_ERRORS } from '../../domain/sync-messages.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { type BriefDoc, briefOf } from '../schemas/brief-schema.ts';
import { refuseOverLimit } from './limit-guard.ts';
import { newId } from './new-id.ts';
import { runWrite } from './run-write.ts';

/** Only the brief's own fields of `fields` (a screen may pass a whole brief). */
function pickFields(fields: Partial<BriefFields>): Partial<BriefFields> {
  const picked: Partial<Record<keyof BriefFields, unknown>> = {};
  for (const field of BRIEF_FIELDS) {
    if (fields[field] !== undefined) picked[field] = fields[field];
  }
  return picked as Partial<BriefFields>;
}

/** What a field the screen did not give holds: nothing said. */
const UNSAID = { ...Object.fromEntries(BRIEF_TEXT_FIELDS.map((field) => [field, ''])), starts_on: '', ends_on: '', places_left: null };

function check(fields: BriefFields): void {
  const problem = briefRuleProblem(fields);
  if (problem) throw new Error(problem);
  refuseOverLimit('briefs', fields);
}

export function createBrief(fields: BriefFields): Promise<Brief> {
  return runWrite(async ({ db, userId, studioId }) => {
    const now = nowTimestamp();
    const doc: BriefDoc = {
      ...UNSAID,
      ...(pickFields(fields) as BriefFields),
      id: newId(),
      user_id: userId,
      studio_id: studioId,
      created_at: now,
      updated_at: now,
      server_modified: null,
    };
    check(doc);
    await db.briefs.insert(doc);
    return briefOf(doc);
  });
}

export function updateBrief(id: string, fields: Partial<BriefFields>): Promise<void> {
  return runWrite(async ({ db }) => {
    const doc = await db.briefs.findOne(id).exec();
    if (!doc) throw new Error(WRITE_ERRORS.notFound('This brief'));
    const patch = pickFields(fields);
    check({ ...doc.toMutableJSON(), ...patch });
    await doc.incrementalPatch({ ...patch, updated_at: nowTimestamp() });
  });
}

export function deleteBrief(id: string): Promise<void> {
  return runWrite(async ({ db }) => {
    const doc = await db.briefs.findOne(id).exec();
    if (doc) await doc.remove();
  });
}
