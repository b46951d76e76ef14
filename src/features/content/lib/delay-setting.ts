// The simulated wait before a text generator shows its result,
// with one override for tests and demos: localStorage.studio_delay_ms, then
// window.__STUDIO_DELAY_MS__, then VITE_STUDIO_DELAY_MS (first valid one wins).
// The e2e suites set localStorage.studio_delay_ms = '0'.
import { SIMULATED_DELAY_MS } from '#domain/studio-options.ts';

export type DelayKey = keyof typeof SIMULATED_DELAY_MS;
export type DelaySources = { storage?: string | null; global?: unknown; env?: unknown };

export const DELAY_STORAGE_KEY = 'studio_delay_ms';

/** A non-negative number of milliseconds, or null when the value is not one. */
export function parseDelay(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function delayOverride(sources: DelaySources): number | null {
  return parseDelay(sources.storage) ?? parseDelay(sources.global) ?? parseDelay(sources.env);
}

function browserSources(): DelaySources {
  let storage: string | null = null;
  try {
    storage = typeof localStorage === 'undefined' ? null : localStorage.getItem(DELAY_STORAGE_KEY);
  } catch {
    // Blocked storage (private modes): the product's delays apply.
  }
  const global = typeof window === 'undefined' ? undefined : (window as { __STUDIO_DELAY_MS__?: unknown }).__STUDIO_DELAY_MS__;
  return { storage, global, env: import.meta.env?.VITE_STUDIO_DELAY_MS };
}

export function simulatedDelay(key: DelayKey, sources: DelaySources = browserSources()): number {
  return delayOverride(sources) ?? SIMULATED_DELAY_MS[key];
}

export function wait(ms: number): Promise<void> {
  return ms <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms));
}
