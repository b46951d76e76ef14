// The screen's first reads of a newly opened database go before replication. On a
// device with a year of content, replication's start (its checkpoints, its first
// pull and what that writes) competes with them for IndexedDB and made the first rows
// of a screen wait half as long again. So sync starts when every live query open on
// the screen has had its first answer, and never later than MAX_WAIT_MS after it asked,
// so no screen can hold sync back.
const MAX_WAIT_MS = 2_000;

let pending = 0;
let waiting: (() => void)[] = [];

/** A live query has started its first read; call the returned function when it has answered (or stopped). */
export function firstReadStarted(): () => void {
  pending += 1;
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    pending -= 1;
    if (pending === 0) for (const resolve of waiting.splice(0)) resolve();
  };
}

/** Resolves when no first read is pending (after the screens have had a task to subscribe). */
export function firstReadsSettled(maxWaitMs = MAX_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, maxWaitMs);
    function done() {
      clearTimeout(timer);
      waiting = waiting.filter((waiter) => waiter !== done);
      resolve();
    }
    // The screens subscribe in the effects that follow the database's opening.
    setTimeout(() => (pending === 0 ? done() : waiting.push(done)), 0);
  });
}
