import { describe, expect, it } from 'vitest';
import { createRemoteQuery, type RemoteState } from './remote-query.ts';

type Pending<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

function pending<T>(): Pending<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The store's states as they change, and the next change. */
function watch<T>(store: ReturnType<typeof createRemoteQuery<T>>) {
  const states: RemoteState<T>[] = [];
  store.subscribe(() => states.push(store.state()));
  const next = () => new Promise<RemoteState<T>>((resolve) => {
    const stop = store.subscribe(() => {
      stop();
      resolve(store.state());
    });
  });
  return { states, next };
}

describe('remote query', () => {
  it('says a failed load failed, and tells the failure hook once', async () => {
    const failures: string[] = [];
    const store = createRemoteQuery<string[]>({ onFailure: (error) => failures.push(error.message) });
    const { next } = watch(store);
    store.load(() => Promise.reject(new Error('The server did not answer')));
    const failed = await next();
    expect(failed).toEqual({ data: null, loading: false, error: new Error('The server did not answer') });
    expect(failures).toEqual(['The server did not answer']);
  });

  it('reloads after a failure, and the answer replaces the error', async () => {
    const store = createRemoteQuery<string[]>();
    const { next } = watch(store);
    store.load(() => Promise.reject(new Error('offline')));
    await next();
    store.load(async () => ['Basic', 'Pro']);
    expect(store.state()).toMatchObject({ loading: true, error: new Error('offline') });
    expect(await next()).toEqual({ data: ['Basic', 'Pro'], loading: false, error: null });
  });

  it('keeps the last data on screen while it reloads, and after a reload that failed', async () => {
    const store = createRemoteQuery<string[]>();
    const { next } = watch(store);
    store.load(async () => ['Basic']);
    await next();
    const again = pending<string[]>();
    store.load(() => again.promise);
    expect(store.state()).toEqual({ data: ['Basic'], loading: true, error: null });
    again.reject(new Error('timeout'));
    expect(await next()).toEqual({ data: ['Basic'], loading: false, error: new Error('timeout') });
  });

  it('drops an answer overtaken by a newer load, and answers after stop', async () => {
    const store = createRemoteQuery<string>();
    const { states, next } = watch(store);
    const slow = pending<string>();
    store.load(() => slow.promise);
    store.load(async () => 'month');
    await next();
    slow.resolve('week');
    await slow.promise;
    expect(store.state().data).toBe('month');
    const late = pending<string>();
    store.load(() => late.promise);
    store.stop();
    late.resolve('year');
    await late.promise;
    expect(states.map((state) => state.data)).not.toContain('week');
    expect(store.state().data).toBe('month');
  });

  it('updates the data after a confirmed write, never before a first answer', async () => {
    const store = createRemoteQuery<string[]>();
    store.update((list) => [...list, 'Pro']);
    expect(store.state().data).toBeNull();
    const { next } = watch(store);
    store.load(async () => ['Basic']);
    await next();
    store.update((list) => [...list, 'Pro']);
    expect(store.state().data).toEqual(['Basic', 'Pro']);
  });

  it('counts a load that throws at once as a failed load', async () => {
    const store = createRemoteQuery<string>();
    const { next } = watch(store);
    store.load(() => {
      throw new Error('signed out');
    });
    expect((await next()).error?.message).toBe('signed out');
  });
});
