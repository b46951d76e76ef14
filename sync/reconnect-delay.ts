// How long the Realtime socket waits before reconnecting after it dropped. supabase-js
// steps up to a fixed 10 s, which at a retreat with a dead connection means a dozen
// attempts every two minutes; this doubles from 1 s up to a minute, with jitter (the last quarter) so
// that a studio's devices do not all knock at the same moment.
const FIRST_MS = 1_000;
const CEILING_MS = 60_000;

export function realtimeReconnectDelay(tries: number, random: () => number = Math.random): number {
  const ceiling = Math.min(CEILING_MS, FIRST_MS * 2 ** Math.max(0, tries - 1));
  return Math.round(ceiling * 0.75 + random() * (ceiling * 0.25));
}
