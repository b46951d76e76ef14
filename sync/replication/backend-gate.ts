// One backoff for the whole device, not one per request: a dozen replication loops
// (pull and push of every collection, the image queue) share it. After a failure,
// requests wait until the gate opens; then one probe goes while the others keep
// waiting for its answer. The first probe follows soon (a blip), then one every
// `maxMs` (about 15 s in the app), never more often: at a retreat with one bar of
// signal the radio stays quiet (at most ten requests in two minutes), and a backend
// that answers again is noticed within one gap.

/** `initialMs`: the gap before the first probe is twice this; `maxMs`: the gap after that. */
export type GateTiming = { initialMs: number; maxMs: number };

/** The share of a gap left to chance, so that a studio's devices do not all knock at once. */
const JITTER = 0.1;

export class BackendGate {
  private failures = 0;
  private opensAt = 0;
  private probing = false;

  constructor(
    private readonly timing: GateTiming,
    private readonly random: () => number = Math.random,
  ) {}

  /** The backend answered the last request (or nothing has failed yet). */
  get reachable(): boolean {
    return this.failures === 0;
  }

  /** How long a request must wait before it may go (0: now). `Infinity` while a probe is out. */
  waitMs(now: number): number {
    if (this.failures === 0) return 0;
    if (this.probing) return Number.POSITIVE_INFINITY;
    return Math.max(0, this.opensAt - now);
  }

  /** Call when a request goes out; true when it is the probe the others wait for. */
  sending(): boolean {
    if (this.failures === 0) return false;
    this.probing = true;
    return true;
  }

  succeeded(): void {
    this.failures = 0;
    this.probing = false;
    this.opensAt = 0;
  }

  /** A request (or the probe) found no backend. A request sent before the gate closed changes nothing. */
  failed(now: number): void {
    if (this.failures > 0 && !this.probing) return;
    this.failures += 1;
    this.probing = false;
    const gap = this.failures === 1 ? Math.min(this.timing.maxMs, this.timing.initialMs * 2) : this.timing.maxMs;
    this.opensAt = now + gap * (1 - JITTER) + this.random() * gap * JITTER;
  }

  /** Network back, focus, the user's Retry: the next request may go now (still one probe). */
  openNow(): void {
    this.opensAt = 0;
  }
}
