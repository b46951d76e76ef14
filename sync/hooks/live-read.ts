// One live read of the device database, outside React: its data, whether it is still
// reading, and the error when the database could not answer (a failed read is never
// "no data"). A failed read stays failed until someone tries again (retryFailedReads):
// every failed read on the screen then subscribes again, so one button serves them all.
import type { Observable, Subscription } from 'rxjs';
import type { DeviceDatabase } from '../db/device-database.ts';

export type ReadState<T> = { data: T; loading: boolean; error: Error | null };

type LiveReadOptions<T> = {
  db: DeviceDatabase;
  /** The live query, asked for again on each try (a throw counts as a failed read). */
  select: () => Observable<T>;
  empty: T;
  onChange: (state: ReadState<T>) => void;
  /** The first try has answered (data or error) or stopped. */
  onFirstAnswer?: () => void;
};

export type LiveRead<T> = { state(): ReadState<T>; retry(): void; stop(): void };

const failedReads = new Set<LiveRead<unknown>>();

const asError = (caught: unknown): Error => (caught instanceof Error ? caught : new Error(String(caught)));

/**
 * RxDB keeps one query object per query and chains each of its reads on the one
 * before: once a read has failed, every later read of that query fails at once with
 * the same error, for every subscriber. Such queries leave the cache, so the next
 * try builds a fresh one and really reads the database again. (As RxDB's own
 * uncacheRxQuery does; not imported, so the screens' code does not bring RxDB's.)
 */
function forgetFailedQueries(db: DeviceDatabase): Promise<void> {
  const checks: Promise<void>[] = [];
  for (const collection of Object.values(db.collections)) {
    const cache = collection._queryCache;
    for (const query of cache._map.values()) {
      const queue = (query as unknown as { _ensureEqualQueue: Promise<unknown> })._ensureEqualQueue;
      checks.push(
        queue.then(
          () => undefined,
          () => {
            query.uncached = true;
            cache._map.delete(query.toString());
          },
        ),
      );
    }
  }
  return Promise.all(checks).then(() => undefined);
}

export function startLiveRead<T>({ db, select, empty, onChange, onFirstAnswer }: LiveReadOptions<T>): LiveRead<T> {
  let state: ReadState<T> = { data: empty, loading: true, error: null };
  let subscription: Subscription | null = null;
  let stopped = false;
  let tries = 0;
  let firstAnswered = false;
  const firstAnswer = () => {
    if (firstAnswered) return;
    firstAnswered = true;
    onFirstAnswer?.();
  };

  const set = (next: ReadState<T>) => {
    state = next;
    if (next.error) failedReads.add(read);
    else failedReads.delete(read);
    if (!stopped) onChange(next);
  };

  const subscribe = () => {
    const attempt = ++tries;
    const fail = (caught: unknown) => {
      firstAnswer();
      if (stopped || attempt !== tries) return;
      console.warn('The device database could not answer a live read', caught);
      // The data already shown (none on a first read) stays: the screen says it is not current.
      set({ data: state.data, loading: false, error: asError(caught) });
    };
    try {
      subscription = select().subscribe({
        next: (data) => {
          firstAnswer();
          if (!stopped && attempt === tries) set({ data, loading: false, error: null });
        },
        error: fail,
      });
    } catch (caught) {
      fail(caught);
    }
  };

  const read: LiveRead<T> = {
    state: () => state,
    retry() {
      if (stopped || !state.error) return;
      subscription?.unsubscribe();
      subscription = null;
      set({ data: state.data, loading: true, error: null });
      void forgetFailedQueries(db).then(() => {
        if (!stopped && state.loading) subscribe();
      });
    },
    stop() {
      stopped = true;
      failedReads.delete(read);
      subscription?.unsubscribe();
      firstAnswer();
    },
  };
  subscribe();
  return read;
}

/** Reads again every live read that failed (each screen's "Try again"). */
export function retryFailedReads(): void {
  for (const read of [...failedReads]) read.retry();
}
