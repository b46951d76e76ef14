import { describe, expect, it } from 'vitest';
import type { FirstDownload } from '../status/sync-status.ts';
import { FirstDownloadProgress } from './first-download.ts';

/** `count` row ids from `from`: rows(0, 500) and rows(500, 500) are two pages of one table. */
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => `row-${from + i}`);

describe('FirstDownloadProgress', () => {
  it('reaches the total only when the documents are stored, not when the pages arrive', () => {
    const seen: FirstDownload[] = [];
    const progress = new FirstDownloadProgress(false, (snapshot) => seen.push(snapshot));
    progress.page('content_history', rows(0, 500), 500);
    progress.page('content_history', rows(500, 500), 0);
    expect(progress.snapshot()).toEqual({ done: false, received: 0, total: 1_000 });
    progress.stored('content_history', rows(0, 600));
    progress.page('profiles', ['me'], 0);
    expect(progress.snapshot()).toEqual({ done: false, received: 600, total: 1_001 });
    progress.stored('content_history', rows(600, 400));
    expect(progress.snapshot()).toEqual({ done: false, received: 1_000, total: 1_001 });
    progress.stored('profiles', ['me']);
    expect(seen.at(-1)).toEqual({ done: true, received: 1_001, total: 1_001 });
    progress.complete();
    expect(seen.at(-1)).toEqual({ done: true, received: 1_001, total: 1_001 });
  });

  it('is over when the device has every announced row, before the replication finishes its own bookkeeping', () => {
    const progress = new FirstDownloadProgress(false, () => undefined, ['profiles', 'content_history']);
    progress.page('profiles', ['me'], 0);
    progress.stored('profiles', ['me']);
    // History has answered nothing yet: its rows are still to come.
    expect(progress.snapshot().done).toBe(false);
    progress.page('content_history', rows(0, 500), 500);
    progress.stored('content_history', rows(0, 500));
    expect(progress.snapshot()).toEqual({ done: false, received: 501, total: 1_001 });
    progress.page('content_history', rows(500, 500), 0);
    expect(progress.snapshot().done).toBe(false);
    progress.stored('content_history', rows(500, 500));
    expect(progress.snapshot()).toEqual({ done: true, received: 1_001, total: 1_001 });
    // A page announced afterwards (a row made on another device meanwhile) does not start it again.
    progress.page('content_history', ['late'], 0);
    expect(progress.snapshot().done).toBe(true);
  });

  it('counts a row that arrives twice once: a mirror sends its whole table on every pull, and the same rows are not written again', () => {
    const progress = new FirstDownloadProgress(false, () => undefined, ['subscription_plans', 'content_history']);
    progress.page('subscription_plans', ['free', 'pro', 'studio'], 0);
    progress.stored('subscription_plans', ['free', 'pro', 'studio']);
    progress.page('subscription_plans', ['free', 'pro', 'studio'], 0);
    progress.page('content_history', rows(0, 2), 0);
    progress.stored('content_history', rows(0, 2));
    expect(progress.snapshot()).toEqual({ done: true, received: 5, total: 5 });
  });

  it('does not count a write of a row no page announced (a mirror row removed on the device)', () => {
    const progress = new FirstDownloadProgress(false, () => undefined, ['master_prompts']);
    progress.page('master_prompts', ['blog', 'social'], 0);
    progress.stored('master_prompts', ['blog', 'retired']);
    expect(progress.snapshot()).toEqual({ done: false, received: 1, total: 2 });
  });

  it('is over when the last collection to answer has nothing to send', () => {
    const progress = new FirstDownloadProgress(false, () => undefined, ['content_history', 'tone_templates']);
    progress.page('content_history', rows(0, 2), 0);
    progress.stored('content_history', rows(0, 2));
    expect(progress.snapshot()).toEqual({ done: false, received: 0, total: 0 });
    progress.page('tone_templates', [], 0);
    expect(progress.snapshot()).toEqual({ done: true, received: 2, total: 2 });
  });

  it('counts nothing once the first download is done', () => {
    const progress = new FirstDownloadProgress(true, () => undefined);
    progress.page('content_history', rows(0, 10), 0);
    progress.stored('content_history', rows(0, 10));
    expect(progress.snapshot()).toEqual({ done: true, received: 0, total: 0 });
  });

  it('has no total, so no percentage, until every pulled collection has answered its first page', () => {
    const progress = new FirstDownloadProgress(false, () => undefined, ['profiles', 'content_history']);
    progress.page('profiles', ['me'], 0);
    progress.stored('profiles', ['me']);
    expect(progress.snapshot()).toEqual({ done: false, received: 0, total: 0 });
    progress.page('content_history', rows(0, 500), 4_500);
    expect(progress.snapshot()).toEqual({ done: false, received: 1, total: 5_001 });
  });
});
