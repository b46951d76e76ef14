// One backoff for the whole device, not one per request: a dozen replication loops
// (pull and push of every collection, the image queue) share it. After a failure,
// requests wait until the gate opens; then one request goes as a probe while the
// others keep waiting for its answer. At a retreat with one bar of signal this keeps
// the radio quiet: a handful of requests a minute instead of hundreds.

export type GateTiming = { initialMs: number; maxMs: number };

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

  failed(now: number): void {
    this.failures += 1;
    this.probing = false;
    const ceiling = Math.min(this.timing.maxMs, this.timing.initialMs * 2 ** (this.failures - 1));
    this.opensAt = now + ceiling / 2 + this.random() * (ceiling / 2);
  }

  /** Network back, focus, the user's Retry: the next request may go now (still one probe). */
  openNow(): void {
    this.opensAt = 0;
  }
}
