// The first screen's own content paints before the signed-in machinery starts loading
// (the auth client, the device database, the header's sync status). On a slow network
// their code would share the connection with the screen's, and on a slow phone their
// start-up would hold back its first paint; once the screen is up they follow at once.
// A screen whose data the page's start reads ahead from disk (read-ahead.ts: a reload of
// the history tab) is up once that data is drawn: RxDB's start, begun beside the read,
// took the main thread while the rows waited for it (docs/performance.md, "The history tab on a reload").

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

/** Calls `callback` once the next frame has been painted; at once in a hidden tab, which does not paint (and would never run the frame). */
function onNextPaint(env: PaintEnv, callback: () => void): void {
  if (!env.visible()) {
    callback();
    return;
  }
  const stopWatching = env.onHidden(() => {
    stopWatching();
    callback();
  });
  env.afterNextFrame(() => {
    stopWatching();
    callback();
  });
}

/** Resolves once the router has rendered its first screen and the browser has painted it (at once in a hidden tab). */
export function whenFirstScreenPainted(router: RenderEvents, env: PaintEnv = pageEnv): Promise<void> {
  return new Promise((resolve) => {
    const stop = router.subscribe('onRendered', () => {
      stop();
      onNextPaint(env, resolve);
    });
  });
}

/**
 * Resolves once `drawn` has (the screen has drawn the data read ahead for it, or will not)
 * and the next frame has been painted; at once when nothing was read ahead.
 */
export function whenReadDrawn(drawn: Promise<void> | null, env: PaintEnv = pageEnv): Promise<void> {
  return drawn ? drawn.then(() => new Promise((resolve) => onNextPaint(env, resolve))) : Promise.resolve();
}

let readAhead: Promise<void> | null = null;

/**
 * The page's start reads the first screen's data ahead (read-ahead.ts); `drawn` resolves
 * once the screen has drawn it (or will not). Called before watchFirstScreen.
 */
export function firstScreenDrawsReadAhead(drawn: Promise<void>): void {
  readAhead = drawn;
}

let openData: () => void = () => undefined;
let open: () => void = () => undefined;

/** The data read ahead for the first screen has been drawn; resolved at once when there was none (see watchFirstScreen). */
export const firstDataDrawn = new Promise<void>((resolve) => {
  openData = resolve;
});

/** The app's first screen has painted, with the data read ahead for it if any (see watchFirstScreen). */
export const firstScreenPainted = new Promise<void>((resolve) => {
  open = resolve;
});

/** Called once by the app with its router. */
export function watchFirstScreen(router: RenderEvents): void {
  const drawn = whenReadDrawn(readAhead);
  void drawn.then(openData);
  void Promise.all([whenFirstScreenPainted(router), drawn]).then(() => open());
}
