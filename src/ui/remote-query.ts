// The state of one piece of server data a screen loads while online (admin tabs, a
// studio's team): loads, loads again on reload, keeps the last answer on screen while
// it reloads, and says when a load failed. Outside React, so its rules are testable;
// use-remote-query.ts gives it to a screen.

export type RemoteState<T> = { data: T | null; loading: boolean; error: Error | null };

export type RemoteQueryOptions = {
  /** Also say so in a toast (and the console) when a load fails. */
  onFailure?: (error: Error) => void;
};

export type RemoteQueryStore<T> = {
  state(): RemoteState<T>;
  subscribe(listener: () => void): () => void;
  /** Loads (again); an answer to an earlier load that comes later is dropped. */
  load(load: () => Promise<T>): void;
  /** Changes the data on screen after a write the server confirmed (nothing before a first answer). */
  update(change: (data: T) => T): void;
  /** No more answers are wanted (the screen went away). */
  stop(): void;
};

export function createRemoteQuery<T>(options: RemoteQueryOptions = {}): RemoteQueryStore<T> {
  let state: RemoteState<T> = { data: null, loading: true, error: null };
  let ticket = 0;
  let stopped = false;
  const listeners = new Set<() => void>();
  const set = (next: RemoteState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(load) {
      const mine = ++ticket;
      stopped = false;
      if (!state.loading) set({ ...state, loading: true });
      const answered = (next: Omit<RemoteState<T>, 'loading'>) => {
        if (stopped || mine !== ticket) return false;
        set({ ...next, loading: false });
        return true;
      };
      let started: Promise<T>;
      try {
        started = load();
      } catch (caught) {
        started = Promise.reject(caught);
      }
      started.then(
        (data) => answered({ data, error: null }),
        (caught: unknown) => {
          const error = caught instanceof Error ? caught : new Error(String(caught));
          if (answered({ data: state.data, error })) options.onFailure?.(error);
        },
      );
    },
    update(change) {
      if (state.data !== null) set({ ...state, data: change(state.data) });
    },
    stop() {
      stopped = true;
    },
  };
}
