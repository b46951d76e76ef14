import { describe, expect, it } from 'vitest';
import { type PaintEnv, whenFirstScreenPainted, whenReadDrawn } from './first-screen.ts';

/** A router that only emits onRendered, and a page whose frames and visibility the test drives. */
function setup(visible = true) {
  const listeners = new Set<() => void>();
  const router = {
    subscribe(_event: 'onRendered', listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rendered: () => {
      for (const listener of [...listeners]) listener();
    },
    listening: () => listeners.size,
  };
  const frames: (() => void)[] = [];
  const hidden = new Set<() => void>();
  const page = {
    visible,
    paint() {
      for (const callback of frames.splice(0)) callback();
    },
    hide() {
      page.visible = false;
      for (const listener of [...hidden]) listener();
    },
  };
  const env: PaintEnv = {
    visible: () => page.visible,
    onHidden(listener) {
      hidden.add(listener);
      return () => hidden.delete(listener);
    },
    afterNextFrame: (callback) => frames.push(callback),
  };
  let painted = false;
  void whenFirstScreenPainted(router, env).then(() => {
    painted = true;
  });
  const settled = async () => {
    await Promise.resolve();
    return painted;
  };
  return { router, page, settled, hiddenListeners: () => hidden.size };
}

describe('whenFirstScreenPainted', () => {
  it('waits for the router to render its first screen, then for that frame to be painted', async () => {
    const { router, page, settled } = setup();
    page.paint();
    expect(await settled()).toBe(false);
    router.rendered();
    expect(await settled()).toBe(false);
    page.paint();
    expect(await settled()).toBe(true);
  });

  it('listens to the first rendered screen only', async () => {
    const { router, page, settled, hiddenListeners } = setup();
    router.rendered();
    expect(router.listening()).toBe(0);
    page.paint();
    expect(await settled()).toBe(true);
    expect(hiddenListeners()).toBe(0);
  });

  it('does not wait for a paint in a hidden tab, which does not paint', async () => {
    const { router, settled } = setup(false);
    router.rendered();
    expect(await settled()).toBe(true);
  });

  it('stops waiting when the tab is hidden before its next frame', async () => {
    const { router, page, settled, hiddenListeners } = setup();
    router.rendered();
    expect(await settled()).toBe(false);
    page.hide();
    expect(await settled()).toBe(true);
    expect(hiddenListeners()).toBe(0);
  });
});

describe('whenReadDrawn', () => {
  function frames(visible = true) {
    const queued: (() => void)[] = [];
    const env: PaintEnv = {
      visible: () => visible,
      onHidden: () => () => undefined,
      afterNextFrame: (callback) => queued.push(callback),
    };
    const paint = () => {
      for (const callback of queued.splice(0)) callback();
    };
    return { env, paint, waiting: () => queued.length };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('resolves at once when nothing was read ahead', async () => {
    const { env, waiting } = frames();
    let done = false;
    void whenReadDrawn(null, env).then(() => (done = true));
    await flush();
    expect(done).toBe(true);
    expect(waiting()).toBe(0);
  });

  it('waits for the screen to have drawn the data read ahead, then for the frame that paints it', async () => {
    const { env, paint, waiting } = frames();
    let drawn: () => void = () => undefined;
    let done = false;
    void whenReadDrawn(new Promise<void>((resolve) => (drawn = resolve)), env).then(() => (done = true));
    paint();
    await flush();
    expect(done).toBe(false);
    expect(waiting()).toBe(0);
    drawn();
    await flush();
    expect(done).toBe(false);
    expect(waiting()).toBe(1);
    paint();
    await flush();
    expect(done).toBe(true);
  });

  it('does not wait for a frame in a hidden tab', async () => {
    const { env } = frames(false);
    let done = false;
    void whenReadDrawn(Promise.resolve(), env).then(() => (done = true));
    await flush();
    expect(done).toBe(true);
  });
});
