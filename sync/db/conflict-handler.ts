// Resolves a push conflict: the server answered with its current row because it
// changed since this device last saw it. Three cases, in this order:
// 1. The server's content is still what the device last saw (only its stamp moved,
//    e.g. our own earlier push came back): the device's version stands.
// 2. Both already hold the same content: nothing to do.
// 3. A real conflict: the server wins (the device's version becomes a sync issue the
//    user can restore), or, for profiles, preferences and briefs, a field-by-field merge in
//    which only fields both sides changed keep the server's value.
import type { RxConflictHandler } from 'rxdb';
import { emptyProfileFields } from '../../domain/brand.ts';
import type { CollectionName, ConflictPolicy } from './collection-defs.ts';
import { type Doc, deepEqualJson, mergeThreeWay, sameContent } from './merge.ts';
import type { DocState } from './device-database.ts';
import type { SyncIssueSink } from './sync-issue-sink.ts';

/** Bookkeeping, never a conflict: the server's value is taken. */
export const BOOKKEEPING: ReadonlySet<string> = new Set(['server_modified', 'updated_at', 'created_at']);
const RX_INTERNALS = new Set(['_meta', '_rev', '_attachments']);

/** What a row is before anyone edits it (the table defaults): the merge base of a document two devices both created. */
const EMPTY_DOCUMENTS: Partial<Record<CollectionName, Doc>> = {
  profiles: { _deleted: false, ...emptyProfileFields() },
  content_preferences: { _deleted: false, default_settings: {} },
};

function withoutInternals(doc: Doc): Doc {
  const copy: Doc = {};
  for (const [key, value] of Object.entries(doc)) {
    if (!RX_INTERNALS.has(key)) copy[key] = value;
  }
  return copy;
}

export function resolveConflict(
  collection: CollectionName,
  policy: ConflictPolicy,
  input: { local: DocState; server: DocState; base: DocState | undefined },
): { resolved: DocState; lost: string[] | null } {
  const { local, server, base } = input;
  if (base && sameContent(server, base, BOOKKEEPING)) {
    return { resolved: { ...local, server_modified: server.server_modified }, lost: null };
  }
  if (sameContent(server, local, BOOKKEEPING)) return { resolved: server, lost: null };
  if (policy === 'merge') {
    const start = base ?? { ...local, ...EMPTY_DOCUMENTS[collection] };
    const { merged, lost } = mergeThreeWay(start, local, server, BOOKKEEPING);
    return { resolved: merged as DocState, lost: lost.length > 0 ? lost : null };
  }
  const changedHere = (key: string) => !base || !deepEqualJson(local[key], base[key]);
  const lost = Object.keys({ ...server, ...local }).filter(
    (key) => !BOOKKEEPING.has(key) && changedHere(key) && !deepEqualJson(server[key], local[key]),
  );
  return { resolved: server, lost: lost.length > 0 ? lost : null };
}

export function createConflictHandler(collection: CollectionName, policy: ConflictPolicy, sink: SyncIssueSink): RxConflictHandler<DocState> {
  return {
    isEqual(a, b) {
      return deepEqualJson(withoutInternals(a), withoutInternals(b));
    },
    async resolve(input) {
      const local = withoutInternals(input.newDocumentState) as DocState;
      const server = withoutInternals(input.realMasterState) as DocState;
      const base = input.assumedMasterState ? (withoutInternals(input.assumedMasterState) as DocState) : undefined;
      const { resolved, lost } = resolveConflict(collection, policy, { local, server, base });
      if (lost) {
        const docId = String(local.id);
        const reason = local._deleted && !server._deleted ? 'deleted here, changed on another device' : `changed on another device: ${lost.join(', ')}`;
        await sink.record({ collection, docId, kind: 'conflict', reason, fields: lost, local, server });
      }
      return resolved;
    },
  };
}
