// A component whose code loads when it is first rendered, shown as `fallback` until then,
// like React.lazy but without suspending. A Suspense boundary that showed its fallback
// holds back every content reveal that follows within 300 ms (React's reveal throttle),
// so a lazily loaded part that resolves quickly would still wait; this one appears as soon
// as its module has loaded. A failed load (offline, before the service worker cached the
// chunk) is thrown to the nearest error boundary, as React.lazy does; the next render tries again.
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

/**
 * A loader that loads once: every call shares the first one's promise, and `loaded()`
 * answers the result once it is in. A deferred component whose loader was called ahead
 * (a route's loader) draws the component in its first render, with no fallback first.
 */
export type LoadOnce<T> = (() => Promise<T>) & { loaded(): T | null };

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | null = null;
  let value: T | null = null;
  const call = () => {
    pending ??= load().then(
      (result) => {
        value = result;
        return result;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(call, { loaded: () => value });
}

const isLoadOnce = <T,>(load: () => Promise<T>): load is LoadOnce<T> => typeof (load as Partial<LoadOnce<T>>).loaded === 'function';

/** One deferred component's module: loaded once, kept for every later render. */
type Source<P> = { load: () => Promise<ComponentType<P>>; loaded: ComponentType<P> | null; pending: Promise<ComponentType<P>> | null };

/** What shows until the code has loaded: fixed, or drawn from the component's props. */
type Fallback<P> = ReactNode | ((props: P) => ReactNode);

function DeferredView<P extends object>({ source, fallback, props }: { source: Source<P>; fallback: Fallback<P>; props: P }) {
  if (!source.loaded && isLoadOnce(source.load)) source.loaded = source.load.loaded();
  const [, setLoaded] = useState(source.loaded !== null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (source.loaded) return;
    let live = true;
    source.pending ??= source.load();
    source.pending.then(
      (component) => {
        source.loaded = component;
        if (live) setLoaded(true);
      },
      (error: unknown) => {
        source.pending = null;
        if (live) setFailure(error ?? new Error('The screen could not be loaded'));
      },
    );
    return () => {
      live = false;
    };
  }, [source]);
  if (failure) throw failure;
  const Loaded = source.loaded;
  if (Loaded) return <Loaded {...props} />;
  return typeof fallback === 'function' ? fallback(props) : fallback;
}

/** Called once, at module level, per deferred component (like React.lazy). */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, fallback: Fallback<P>): ComponentType<P> {
  const source: Source<P> = { load, loaded: null, pending: null };
  return (props: P) => <DeferredView source={source} fallback={fallback} props={props} />;
}
