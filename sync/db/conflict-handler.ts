// Resolves a push conflict: the server answered with its current row because it
// changed since this device last saw it, or refused the device's change and sent its
// row (the review: the server's version stands, the refused one is already kept as a
// sync issue). Otherwise four cases, in this order:
// 1. The server's version is this database's own (a push whose answer it never heard),
//    or its content is still what the device last saw (only its stamp moved): the
//    device's version, which follows it, stands.
// 2. Both already hold the same content: nothing to do.
// 3. Another database of this device wrote it (the same user's draft in another
//    studio's database, a database removed at sign-out): nobody else changed anything,
//    so nothing is kept as a conflict. The later edit wins (`updated_at`, this device's
//    own clock on both sides); profiles, preferences and briefs merge field by field,
//    fields both changed keeping this database's value.
// 4. A real conflict (another device, or the server itself): the server wins (the
//    device's version becomes a sync issue the user can restore), or, for profiles,
//    preferences and briefs, a field-by-field merge in which only fields both sides
//    changed keep the server's value.
import type { RxConflictHandler } from 'rxdb';
import { emptyProfileFields } from '../../domain/brand.ts';
import type { CollectionName, ConflictPolicy } from './collection-defs.ts';
import { type Doc, deepEqualJson, mergeThreeWay, sameContent } from './merge.ts';
import type { DocState } from './device-database.ts';
import type { SyncIssueSink } from './sync-issue-sink.ts';
import type { ServerWriters, Writer } from './server-writers.ts';

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

function editedAt(doc: DocState): number {
  return typeof doc.updated_at === 'string' ? Date.parse(doc.updated_at) : Number.NaN;
}

/** Case 3: both versions are this device's; the later edit wins and nothing is lost. */
function laterOfOwn(collection: CollectionName, policy: ConflictPolicy, local: DocState, server: DocState, base: DocState | undefined): DocState {
  const stamp = { server_modified: server.server_modified };
  if (policy === 'merge') {
    const start = base ?? { ...local, ...EMPTY_DOCUMENTS[collection] };
    // The sides swapped: where both changed a field, this database's value stays.
    return { ...(mergeThreeWay(start, server, local, BOOKKEEPING).merged as DocState), ...stamp };
  }
  return editedAt(server) > editedAt(local) ? server : { ...local, ...stamp };
}

export function resolveConflict(
  collection: CollectionName,
  policy: ConflictPolicy,
  input: { local: DocState; server: DocState; base: DocState | undefined; writer?: Writer },
): { resolved: DocState; lost: string[] | null } {
  const { local, server, base, writer = 'elsewhere' } = input;
  if (writer === 'refused') return { resolved: server, lost: null };
  if (writer === 'this-database' || (base && sameContent(server, base, BOOKKEEPING))) {
    return { resolved: { ...local, server_modified: server.server_modified }, lost: null };
  }
  if (sameContent(server, local, BOOKKEEPING)) return { resolved: server, lost: null };
  if (writer === 'this-device') return { resolved: laterOfOwn(collection, policy, local, server, base), lost: null };
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

export function createConflictHandler(
  collection: CollectionName,
  policy: ConflictPolicy,
  sink: SyncIssueSink,
  writers: ServerWriters,
): RxConflictHandler<DocState> {
  return {
    isEqual(a, b) {
      return deepEqualJson(withoutInternals(a), withoutInternals(b));
    },
    async resolve(input) {
      const local = withoutInternals(input.newDocumentState) as DocState;
      const server = withoutInternals(input.realMasterState) as DocState;
      const base = input.assumedMasterState ? (withoutInternals(input.assumedMasterState) as DocState) : undefined;
      const writer = writers.writerOf(collection, String(server.id), server.server_modified);
      const { resolved, lost } = resolveConflict(collection, policy, { local, server, base, writer });
      if (lost) {
        const docId = String(local.id);
        const reason = local._deleted && !server._deleted ? 'deleted here, changed on another device' : `changed on another device: ${lost.join(', ')}`;
        await sink.record({ collection, docId, kind: 'conflict', reason, fields: lost, local, server });
      }
      return resolved;
    },
  };
}
