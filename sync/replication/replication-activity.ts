// Whether one collection's replication is doing work a person waits for. The header
// says "Syncing" while any collection is active (and while changes made here are not
// confirmed: PendingChanges counts those). A replication is active:
// - until it has caught up once since it started: RxDB's upstream has looked at what was
//   written before (a change from before a reload is on its way), and its first pull
//   round has answered its last page and stored every row (a first download included);
// - afterwards, while rows a pull brought from elsewhere are not written yet, and while
//   the next page of a pull that came back full is out. A round's first pull is not
//   waited for: the device does not know it brings anything, and what this device wrote
//   is saved. Nor are the rows this device pushed and pulls back for the server's
//   stamps, nor a mirror's table that each pull sends whole.
//
// RxDB's own `active$` says more: it stays true after the last pulled row is stored,
// while RxDB writes each of those rows a second time as its record of the server's state
// (the replication's meta instance) and saves the checkpoint (0.2-0.6 s after a first
// download of 5,000 rows), and again while it pulls back pushed rows (0.6-1.4 s after the
// last push came back online). That is bookkeeping: if it is cut short, the next start
// pulls those pages again and finds them stored. Rows RxDB does not write (the same on
// the device already, a device edit in their way) count until its downstream is idle.

export class ReplicationActivity {
  private started = false;
  private upstreamPassed = false;
  private downstreamPassed = false;
  private pulling = 0;
  /** The last pull answered with fewer rows than it asked for: RxDB asks no more this round. */
  private lastPageFinal = false;
  /** A pull of this round has answered. */
  private answered = false;
  /** Rows pulls returned that are not written to the collection yet. */
  private readonly unstored = new Set<string>();

  /** `waitedFor`: whether a row pulled after the first round is worth waiting for (not this device's own, not a mirror's). */
  constructor(
    private readonly onChange: () => void,
    private readonly waitedFor: (id: string) => boolean = () => true,
  ) {}

  get active(): boolean {
    return !this.started || !this.upstreamPassed || !this.downstreamPassed || this.unstored.size > 0 || this.morePages;
  }

  /** The last pull of this round came back full: RxDB is asking for the next page. */
  private get morePages(): boolean {
    return this.answered && !this.lastPageFinal;
  }

  /** RxDB's replication has started: its upstream and downstream report from now on. */
  start(): void {
    this.started = true;
    this.changed();
  }

  /** RxDB's upstream is (or is no longer) processing this device's writes. */
  upstream(active: boolean): void {
    if (!active) this.upstreamPassed = true;
    this.changed();
  }

  /**
   * RxDB's downstream is (or is no longer) pulling and writing. Idle, it has written or
   * skipped everything pulled.
   */
  downstream(active: boolean): void {
    if (!active) {
      this.unstored.clear();
      this.answered = false;
      this.downstreamPassed = true;
    }
    this.changed();
  }

  pullStarted(): void {
    this.pulling += 1;
    this.changed();
  }

  /** A pull returned the documents `ids`; `final`: fewer than asked for. */
  pullAnswered(ids: readonly string[], final: boolean): void {
    this.pulling -= 1;
    for (const id of ids) if (!this.downstreamPassed || this.waitedFor(id)) this.unstored.add(id);
    this.lastPageFinal = final;
    this.answered = true;
    this.changed();
  }

  pullFailed(): void {
    this.pulling -= 1;
    this.changed();
  }

  /** Pulled documents were written to the collection. */
  stored(ids: readonly string[]): void {
    for (const id of ids) this.unstored.delete(id);
    this.changed();
  }

  private changed(): void {
    if (this.started && this.lastPageFinal && this.pulling === 0 && this.unstored.size === 0) this.downstreamPassed = true;
    this.onChange();
  }
}
