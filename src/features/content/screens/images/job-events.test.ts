import { describe, expect, it } from 'vitest';
import { doneToast, finishedSince, type JobSnapshot, statusMap } from './job-events.ts';

const job = (id: string, status: JobSnapshot['status'], error: string | null = null): JobSnapshot => ({ id, status, error });

describe('finishedSince', () => {
  it('announces jobs that became done or failed, once', () => {
    const before = statusMap([job('a', 'queued'), job('b', 'generating'), job('c', 'queued')]);
    const now = [job('a', 'done'), job('b', 'failed', 'Not enough credits'), job('c', 'generating')];
    expect(finishedSince(before, now).map((event) => `${event.kind}:${event.job.id}`)).toEqual(['done:a', 'failed:b']);
    expect(finishedSince(statusMap(now), now)).toEqual([]);
  });

  it('does not repeat jobs finished before the screen opened, and announces a new job that finished between two looks', () => {
    const before = statusMap([job('old', 'done'), job('bad', 'failed')]);
    const now = [job('old', 'done'), job('bad', 'failed'), job('new', 'done')];
    expect(finishedSince(before, now).map((event) => event.job.id)).toEqual(['new']);
  });

  it('announces a retried job again when it finishes', () => {
    const before = statusMap([job('r', 'queued')]);
    expect(finishedSince(before, [job('r', 'done')])).toHaveLength(1);
  });
});

describe('doneToast', () => {
  it('announces a drawn placeholder as drawn on the device, and a provider image as generated', () => {
    expect(doneToast({ drawn: true })).toEqual({
      title: 'Placeholder image drawn',
      description: 'A drawn placeholder, not a photo: an administrator can connect an image provider under Admin, API Configuration, for photos.',
    });
    expect(doneToast({ drawn: true }).title).not.toMatch(/generated/i);
    expect(doneToast({ drawn: false })).toEqual({ title: 'Image generated successfully' });
    expect(doneToast({})).toEqual({ title: 'Image generated successfully' });
  });
});
