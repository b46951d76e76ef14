import { describe, expect, it } from 'vitest';
import { ReplicationActivity } from './replication-activity.ts';

/** A replication that has started, with RxDB's upstream past its first pass and its downstream on its first round. */
function started(waitedFor?: (id: string) => boolean): ReplicationActivity {
  const activity = new ReplicationActivity(() => undefined, waitedFor);
  activity.start();
  activity.upstream(true);
  activity.downstream(true);
  activity.upstream(false);
  return activity;
}

/** A replication that has caught up once: its first round answered and stored. */
function caughtUp(waitedFor?: (id: string) => boolean): ReplicationActivity {
  const activity = started(waitedFor);
  activity.pullStarted();
  activity.pullAnswered([], true);
  return activity;
}

describe('ReplicationActivity', () => {
  it('is active until RxDB has started, its upstream has looked at what was written before, and its first round is in', () => {
    const activity = new ReplicationActivity(() => undefined);
    expect(activity.active).toBe(true);
    activity.start();
    activity.upstream(true);
    activity.downstream(true);
    expect(activity.active).toBe(true);
    activity.upstream(false);
    expect(activity.active).toBe(true);
    activity.pullStarted();
    expect(activity.active).toBe(true);
    activity.pullAnswered([], true);
    expect(activity.active).toBe(false);
  });

  it('is idle once the first round has answered its last page and every row is stored, while RxDB still records them', () => {
    const activity = started();
    activity.pullStarted();
    activity.pullAnswered(['a', 'b'], false);
    activity.pullStarted();
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

  it('a pull that failed in the first round keeps it active until one is answered', () => {
    const activity = started();
    activity.pullStarted();
    activity.pullFailed();
    expect(activity.active).toBe(true);
    activity.pullStarted();
    activity.pullAnswered([], true);
    expect(activity.active).toBe(false);
  });

  it('once caught up, waits for rows from elsewhere being written, not for a pull that is out', () => {
    const activity = caughtUp();
    activity.downstream(false);
    activity.downstream(true);
    activity.pullStarted();
    expect(activity.active).toBe(false);
    activity.pullAnswered(['from-the-desktop'], true);
    expect(activity.active).toBe(true);
    activity.stored(['from-the-desktop']);
    expect(activity.active).toBe(false);
  });

  it('once caught up, waits for the next page while a pull came back full', () => {
    const activity = caughtUp();
    activity.downstream(false);
    activity.downstream(true);
    activity.pullStarted();
    activity.pullAnswered(['a', 'b'], false);
    activity.stored(['a', 'b']);
    activity.pullStarted();
    expect(activity.active).toBe(true);
    activity.pullAnswered([], true);
    expect(activity.active).toBe(false);
    activity.downstream(false);
    expect(activity.active).toBe(false);
  });

  it('once caught up, does not wait for rows it pushed and pulls back, nor for RxDB recording them', () => {
    const activity = caughtUp((id) => id !== 'pushed-here');
    activity.upstream(true);
    expect(activity.active).toBe(false);
    activity.upstream(false);
    activity.pullStarted();
    activity.pullAnswered(['pushed-here'], true);
    expect(activity.active).toBe(false);
  });
});
