// The first screen's own content paints before the signed-in machinery starts loading
// (the auth client, the device database, the header's sync status). On a slow network
// their code would share the connection with the screen's, and on a slow phone their
// start-up would hold back its first paint; once the screen is up they follow at once.

type RenderEvents = { subscribe(event: 'onRendered', listener: () => void): () => void };

/** What the page offers to wait for a paint (injected in tests). */
export type PaintEnv = {
  visible(): boolean;
  /** Calls `listener` when the tab is hidden; returns the unsubscribe. */
  onHidden(listener: () => void): () => void;
  /** Calls `callback` once the next frame has been painted. */
  afterNextFrame(callback: () => void): void;
};

const pageEnv: PaintEnv = {
  visible: () => document.visibilityState === 'visible',
  onHidden(listener) {
    const check = () => document.visibilityState !== 'visible' && listener();
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  },
  // The frame callback runs before that frame's paint; the task after it runs after.
  afterNextFrame: (callback) => requestAnimationFrame(() => setTimeout(callback, 0)),
};

/**
 * Resolves once the router has rendered its first screen and the browser has painted
 * it; at once in a hidden tab, which does not paint (and would never run the frame).
 */
export function whenFirstScreenPainted(router: RenderEvents, env: PaintEnv = pageEnv): Promise<void> {
  return new Promise((resolve) => {
    const stop = router.subscribe('onRendered', () => {
      stop();
      if (!env.visible()) {
        resolve();
        return;
      }
      const stopWatching = env.onHidden(() => {
        stopWatching();
        resolve();
      });
      env.afterNextFrame(() => {
        stopWatching();
        resolve();
      });
    });
  });
}

let open: () => void = () => undefined;

/** The app's first screen has painted (see watchFirstScreen). */
export const firstScreenPainted = new Promise<void>((resolve) => {
  open = resolve;
});

/** Called once by the app with its router. */
export function watchFirstScreen(router: RenderEvents): void {
  void whenFirstScreenPainted(router).then(open);
}
