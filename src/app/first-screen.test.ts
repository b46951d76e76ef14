import { describe, expect, it } from 'vitest';
import { type PaintEnv, whenFirstScreenPainted } from './first-screen.ts';

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
