import { describe, expect, it } from 'vitest';
import { ReplicationActivity } from './replication-activity.ts';

/** A replication that has started, with RxDB's upstream idle and its downstream on its first round. */
function started(): ReplicationActivity {
  const activity = new ReplicationActivity(() => undefined);
  activity.start();
  activity.upstream(false);
  return activity;
}

describe('ReplicationActivity', () => {
  it('is active until RxDB has started and finished its first rounds', () => {
    const activity = new ReplicationActivity(() => undefined);
    expect(activity.active).toBe(true);
    activity.upstream(false);
    activity.downstream(false);
    expect(activity.active).toBe(true);
    activity.start();
    expect(activity.active).toBe(false);
  });

  it('is idle once the last page is answered and every row it pulled is stored, while RxDB still records them', () => {
    const activity = started();
    activity.pullStarted();
    activity.pullAnswered(['a', 'b'], false);
    activity.pullStarted();
    expect(activity.active).toBe(true);
    activity.pullAnswered(['c'], true);
    activity.stored(['a', 'b']);
    expect(activity.active).toBe(true);
    activity.stored(['c']);
    // RxDB's downstream is still busy (its meta instance, the checkpoint): nothing the person waits for.
    expect(activity.active).toBe(false);
    activity.downstream(false);
    expect(activity.active).toBe(false);
  });

  it('stays active while a pulled row is not written, until RxDB has dealt with it', () => {
    const activity = started();
    activity.pullStarted();
    activity.pullAnswered(['same-as-here', 'new'], true);
    activity.stored(['new']);
    expect(activity.active).toBe(true);
    activity.downstream(false);
    expect(activity.active).toBe(false);
  });

  it('is active while a pull is out and while the upstream works', () => {
    const activity = started();
    activity.downstream(false);
    activity.downstream(true);
    activity.pullStarted();
    expect(activity.active).toBe(true);
    activity.pullAnswered([], true);
    expect(activity.active).toBe(false);
    activity.upstream(true);
    expect(activity.active).toBe(true);
    activity.upstream(false);
    expect(activity.active).toBe(false);
  });

  it('a pull that failed and is tried again keeps it active', () => {
    const activity = started();
    activity.pullStarted();
    activity.pullFailed();
    expect(activity.active).toBe(true);
    activity.pullStarted();
    activity.pullAnswered([], true);
    expect(activity.active).toBe(false);
  });

  it('does not flicker for a round RxDB drops before it asks anything', () => {
    const activity = started();
    activity.pullStarted();
    activity.pullAnswered([], true);
    activity.downstream(false);
    activity.downstream(true);
    expect(activity.active).toBe(false);
    activity.downstream(false);
    expect(activity.active).toBe(false);
  });
});
