// Whether one collection's replication is doing work a person waits for: it has not
// started yet, its upstream is busy (what this device wrote, on its way), or a pull
// has rows that are not all on the device yet. The header says "Syncing" while any
// collection is active.
//
// RxDB's own `active$` stays true for a while after the last pulled row is stored: it
// then writes each of those rows a second time, as its record of the server's state
// (the replication's meta instance), and saves the checkpoint. That is bookkeeping, not
// data the person waits for (0.2-0.6 s after a first download of 5,000 rows): if it is
// cut short, the next start pulls those pages again and finds them already stored.
// Rows RxDB does not write (already the same on the device, or a device edit in their
// way) keep the pull active until RxDB's downstream is idle, as before.

export class ReplicationActivity {
  private started = false;
  private up = true;
  private down = true;
  private pulling = 0;
  /** The last pull answered with fewer rows than it asked for: RxDB asks no more this round. */
  private lastPageFinal = false;
  /** Rows pulls returned this round that are not written to the collection yet. */
  private readonly unstored = new Set<string>();

  constructor(private readonly onChange: () => void) {}

  get active(): boolean {
    if (!this.started) return true;
    return this.up || (this.down && !this.pulledRowsStored());
  }

  private pulledRowsStored(): boolean {
    return this.lastPageFinal && this.pulling === 0 && this.unstored.size === 0;
  }

  /** RxDB's replication has started: from now on its upstream and downstream report. */
  start(): void {
    this.started = true;
    this.onChange();
  }

  /** RxDB's upstream is (or is no longer) processing this device's writes. */
  upstream(active: boolean): void {
    this.up = active;
    this.onChange();
  }

  /**
   * RxDB's downstream is (or is no longer) pulling and writing. Idle, it has written or
   * skipped everything pulled. A new round counts once it asks (`pullStarted`): a round
   * RxDB drops (a pull already under way covers it) asks nothing.
   */
  downstream(active: boolean): void {
    if (!active) this.unstored.clear();
    this.down = active;
    this.onChange();
  }

  pullStarted(): void {
    this.pulling += 1;
    this.lastPageFinal = false;
    this.onChange();
  }

  /** A pull returned the documents `ids`; `final`: fewer than asked for. */
  pullAnswered(ids: readonly string[], final: boolean): void {
    this.pulling -= 1;
    for (const id of ids) this.unstored.add(id);
    this.lastPageFinal = final;
    this.onChange();
  }

  pullFailed(): void {
    this.pulling -= 1;
    this.onChange();
  }

  /** Pulled documents were written to the collection. */
  stored(ids: readonly string[]): void {
    for (const id of ids) this.unstored.delete(id);
    this.onChange();
  }
}
