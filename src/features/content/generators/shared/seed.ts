// Deterministic variation: every generator seeds its choices from a hash of its
// input, so the same form gives the same text (and a test can pin it down).

/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Rng = () => number;

/** mulberry32: a small, fast PRNG with a 32-bit state, returning [0, 1). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator's random source, seeded from everything that shapes its output. */
export function rngFor(...parts: unknown[]): Rng {
  return createRng(hashString(JSON.stringify(parts)));
}

/**
 * The seed parts a context adds: the variant (nothing for the first take, so it
 * keeps its text) and the tone template's writing choices, so switching the
 * template re-draws the wording too.
 */
export function contextSeed(ctx: { variant?: number; toneTemplate?: { content_preferences?: unknown } }): unknown[] {
  return [...(ctx.variant ? [ctx.variant] : []), ...(ctx.toneTemplate ? [ctx.toneTemplate.content_preferences] : [])];
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(rng() * items.length)] as T;
}

export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
