// Tabs of one browser share a device database, and RxDB tells the other tabs of every
// write by posting the write's change events on a BroadcastChannel. Posting copies every
// document of the write into the message, even when no other tab is there to read it,
// which is most of the time (one installed app): saving 1,000 items spent about 45 ms of
// main thread on it, a first download of 5,000 rows about 190 ms.
//
// Here each tab that opens the database holds a Web Lock named for the database and
// itself, and after a write it asks the browser which locks are held: it posts the
// events only when another tab holds one. No change is missed: a tab holds its lock
// before its database answers any read, and the writing tab asks after its write has
// committed. If the other tab's lock came first, the events are posted; if it came
// later, that tab's first reads come later still and find the write in the database.
// Where there are no Web Locks (Node, an old browser), every write is posted, as RxDB does.
//
// The replication's bookkeeping (its meta instances) is not broadcast at all: nothing
// listens to it there (only the leading tab replicates, and it reads the bookkeeping
// from the database when it takes over), and a first download writes a bookkeeping row
// for every document.
import {
  addRxStorageMultiInstanceSupport,
  getBroadcastChannelReference,
  type RxStorage,
  type RxStorageInstance,
  type RxStorageInstanceCreationParams,
  type RxStorageMultiInstanceBroadcastType,
  removeBroadcastChannelReference,
} from 'rxdb';
import { isReplicationMeta } from './database-name.ts';

type Channel = NonNullable<Parameters<typeof addRxStorageMultiInstanceSupport>[3]>;

/** One tab's hold on one database (per RxDB database instance), shared by its collections. */
type Presence = {
  prefix: string;
  lockName: string;
  users: number;
  /** Resolved once the lock is held (or could not be taken: then every write is posted). */
  held: Promise<boolean>;
  release: () => void;
  /** The posts in order: each waits for the one before, and for the browser's answer. */
  sending: Promise<void>;
};

const presences = new Map<string, Presence>();

function holdPresence(locks: LockManager, databaseName: string, token: string): Presence {
  let presence = presences.get(token);
  if (!presence) {
    // Every tab's lock for this database starts so; the tab's own database token follows.
    const prefix = `studio-tab|${databaseName}|`;
    let release = () => {};
    const until = new Promise<void>((resolve) => (release = resolve));
    // Refused (an opaque origin, say): no lock, and every write is posted.
    const held = new Promise<boolean>((resolve) => {
      try {
        locks
          .request(prefix + token, () => {
            resolve(true);
            return until;
          })
          .catch(() => resolve(false));
      } catch {
        resolve(false);
      }
    });
    presence = { prefix, lockName: prefix + token, users: 0, held, release, sending: Promise.resolve() };
    presences.set(token, presence);
  }
  presence.users += 1;
  return presence;
}

function leave(presence: Presence, token: string): void {
  presence.users -= 1;
  if (presence.users > 0) return;
  presences.delete(token);
  presence.release();
}

/** Whether a tab other than this one holds (or asks for) a lock of the database. */
async function othersPresent(locks: LockManager, presence: Presence): Promise<boolean> {
  if (!(await presence.held)) return true;
  try {
    const { held = [], pending = [] } = await locks.query();
    return [...held, ...pending].some((lock) => lock.name?.startsWith(presence.prefix) && lock.name !== presence.lockName);
  } catch {
    return true;
  }
}

/** `storage`, whose instances post their change events to other tabs only when other tabs have the database open. */
export function withTabBroadcast<Internals, Options>(storage: RxStorage<Internals, Options>): RxStorage<Internals, Options> {
  return {
    name: storage.name,
    rxdbVersion: storage.rxdbVersion,
    async createStorageInstance<T>(params: RxStorageInstanceCreationParams<T, Options>): Promise<RxStorageInstance<T, Internals, Options>> {
      if (!params.multiInstance) return storage.createStorageInstance(params);
      if (isReplicationMeta(params.collectionName)) return storage.createStorageInstance({ ...params, multiInstance: false });
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      if (!locks) return storage.createStorageInstance(params);
      const token = params.databaseInstanceToken;
      const presence = holdPresence(locks, params.databaseName, token);
      let instance: RxStorageInstance<T, Internals, Options>;
      try {
        await presence.held;
        instance = await storage.createStorageInstance({ ...params, multiInstance: false });
      } catch (error) {
        leave(presence, token);
        throw error;
      }
      const channel = getBroadcastChannelReference(storage.name, token, params.databaseName, instance);
      const gated = {
        addEventListener: channel.addEventListener.bind(channel),
        removeEventListener: channel.removeEventListener.bind(channel),
        postMessage(message: RxStorageMultiInstanceBroadcastType) {
          presence.sending = presence.sending
            .then(async () => {
              if (await othersPresent(locks, presence)) await channel.postMessage(message);
            })
            .catch(() => undefined);
          return presence.sending;
        },
      } as unknown as Channel;
      addRxStorageMultiInstanceSupport(storage.name, params, instance, gated);
      // With its channel given, RxDB leaves the channel's reference to its giver.
      let left = false;
      for (const method of ['close', 'remove'] as const) {
        const original = instance[method].bind(instance);
        instance[method] = async () => {
          try {
            await original();
          } finally {
            if (!left) {
              left = true;
              await presence.sending;
              await removeBroadcastChannelReference(token, instance);
              leave(presence, token);
            }
          }
        };
      }
      return instance;
    },
  };
}
