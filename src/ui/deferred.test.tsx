import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred, loadOnce } from './deferred.tsx';

const Panel = ({ name }: { name: string }) => <p>Panel of {name}</p>;

describe('deferred components', () => {
  it('draw the component in their first render when their loader was called ahead and has loaded', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      return Panel;
    });
    const View = deferred(load, <p>Opening…</p>);
    expect(renderToString(<View name="Still Water" />)).toContain('Opening…');
    await load();
    await load();
    expect(renderToString(<View name="Still Water" />)).toContain('Panel of <!-- -->Still Water');
    expect(loads).toBe(1);
  });

  it('try a failed load again on the next call', async () => {
    let fail = true;
    const load = loadOnce(async () => {
      if (fail) throw new Error('offline');
      return Panel;
    });
    await expect(load()).rejects.toThrow('offline');
    expect(load.loaded()).toBeNull();
    fail = false;
    await expect(load()).resolves.toBe(Panel);
    expect(load.loaded()).toBe(Panel);
  });
});
