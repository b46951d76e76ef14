// Holds the facts behind one device database's sync status and tells listeners
// (the useSyncStatus hook) when the derived status changes.
import { deriveSyncStatus, INITIAL_FACTS, type SyncFacts, type SyncStatus } from './sync-status.ts';

export class SyncStatusStore {
  private facts: SyncFacts;
  private status: SyncStatus;
  private readonly listeners = new Set<() => void>();

  constructor(initial: Partial<SyncFacts> = {}) {
    this.facts = { ...INITIAL_FACTS, ...initial };
    this.status = deriveSyncStatus(this.facts);
  }

  getFacts(): SyncFacts {
    return this.facts;
  }

  getStatus = (): SyncStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(patch: Partial<SyncFacts>): void {
    this.facts = { ...this.facts, ...patch };
    const next = deriveSyncStatus(this.facts);
    if (JSON.stringify(next) === JSON.stringify(this.status)) return;
    this.status = next;
    for (const listener of this.listeners) listener();
  }

  /** Replaces the whole status (a tab that does not lead shows the leader's). */
  mirror(status: SyncStatus): void {
    if (JSON.stringify(status) === JSON.stringify(this.status)) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
