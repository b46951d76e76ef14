// The user's handles on sync: Retry, and what to do with a version that lost a
// conflict or a change the server refused.
import { WRITE_ERRORS } from '../../domain/sync-messages.ts';
import type { CollectionName } from '../db/collection-defs.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { currentUserData } from '../user-data/user-data-store.ts';
import { refuseOverLimit } from './limit-guard.ts';
import { runWrite } from './run-write.ts';

/** Retries now: ends the backoff and syncs both ways (the header's Retry action). */
export function retrySync(): void {
  currentUserData()?.sync?.retry();
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const [head, ...rest] = path.split('.');
  if (!head) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const inner = target[head];
  const child = typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? { ...(inner as Record<string, unknown>) } : {};
  setPath(child, rest.join('.'), value);
  target[head] = child;
}

function getPath(source: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), source);
}

/**
 * Puts the kept version back: the fields this device lost (all of the version for a
 * refused change) go into the current document, which then syncs like any edit. A
 * deletion that lost comes back as a deletion. A version past a field's limit is not
 * put back: the server would refuse it again.
 */
export function restoreSyncIssue(issueId: string): Promise<void> {
  return runWrite(async ({ db }) => {
    const issue = await db.sync_issues.findOne(issueId).exec();
    if (!issue) throw new Error(WRITE_ERRORS.notFound('This version'));
    const collection = db.collections[issue.collection_name as CollectionName];
    const kept = issue.toMutableJSON().local_version as Record<string, unknown>;
    const current = await collection.findOne(issue.doc_id).exec();
    const properties = collection.schema.jsonSchema.properties as Record<string, unknown>;
    const restored: Record<string, unknown> = current ? current.toMutableJSON() : { ...kept };
    delete restored._deleted;
    const fields = issue.fields.length > 0 ? issue.fields : Object.keys(kept);
    for (const field of fields) {
      if (field === '_deleted' || field === 'server_modified') continue;
      setPath(restored, field, getPath(kept, field));
    }
    refuseOverLimit(issue.collection_name, restored);
    if ('updated_at' in properties) restored.updated_at = nowTimestamp();
    if ('server_modified' in properties) restored.server_modified = current?.get('server_modified') ?? null;
    const written = await (collection as typeof db.content_history).upsert(restored as never);
    if (kept._deleted === true && fields.includes('_deleted')) await written.remove();
    await issue.incrementalPatch({ state: 'restored' });
  });
}

export function dismissSyncIssue(issueId: string): Promise<void> {
  return runWrite(async ({ db }) => {
    const issue = await db.sync_issues.findOne(issueId).exec();
    if (issue) await issue.incrementalPatch({ state: 'dismissed' });
  });
}
