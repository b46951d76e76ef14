import { describe, expect, it } from 'vitest';
import { delayOverride, parseDelay, simulatedDelay } from './delay-setting.ts';

describe('the simulated delay setting', () => {
  it('uses the product delays when nothing overrides them', () => {
    expect(simulatedDelay('blogTitles', {})).toBe(2000);
    expect(simulatedDelay('blogArticle', {})).toBe(3000);
    expect(simulatedDelay('social', {})).toBe(2500);
    expect(simulatedDelay('newsletter', {})).toBe(3000);
    expect(simulatedDelay('website', {})).toBe(2000);
    expect(simulatedDelay('email', {})).toBe(2000);
    expect(simulatedDelay('communication', {})).toBe(2000);
  });

  it("is 0 for every generator when localStorage.studio_delay_ms is '0'", () => {
    expect(simulatedDelay('blogArticle', { storage: '0' })).toBe(0);
    expect(simulatedDelay('social', { storage: '0' })).toBe(0);
  });

  it('takes storage first, then the window global, then the env value', () => {
    expect(delayOverride({ storage: '50', global: 10, env: '20' })).toBe(50);
    expect(delayOverride({ storage: null, global: 10, env: '20' })).toBe(10);
    expect(delayOverride({ global: 'abc', env: '20' })).toBe(20);
    expect(delayOverride({ env: '' })).toBeNull();
  });

  it('ignores values that are not a non-negative number', () => {
    for (const bad of ['', ' ', 'fast', '-1', 'Infinity', null, undefined, Number.NaN, -5, {}]) expect(parseDelay(bad)).toBeNull();
    expect(parseDelay('0')).toBe(0);
    expect(parseDelay(' 250 ')).toBe(250);
    expect(simulatedDelay('email', { storage: 'soon' })).toBe(2000);
  });
});
