import { describe, expect, it } from 'vitest';
import { MAX_VERSIONS, versionsOf, withVersion } from './history-versions.ts';

const take = (n: number) => ({ title: `Take ${n}`, text: `Text ${n}`, at: `2026-12-0${n}T09:00:00.000Z` });

describe('history versions', () => {
  it('keeps the earlier text newest first, and no more than the last few', () => {
    let metadata: Record<string, unknown> = { brief_id: 'b1' };
    for (let n = 1; n <= MAX_VERSIONS + 2; n += 1) metadata = withVersion(metadata, take(n));
    expect(versionsOf(metadata).map((version) => version.title)).toEqual(['Take 7', 'Take 6', 'Take 5', 'Take 4', 'Take 3']);
    expect(metadata.brief_id).toBe('b1');
  });

  it('keeps the same text twice in a row once, and an empty text never', () => {
    const once = withVersion({}, take(1));
    expect(versionsOf(withVersion(once, { ...take(1), at: '2026-12-09T09:00:00.000Z' }))).toHaveLength(1);
    expect(versionsOf(withVersion({}, { ...take(1), text: '' }))).toEqual([]);
  });

  it('reads no versions from metadata that holds none or something else', () => {
    expect(versionsOf(undefined)).toEqual([]);
    expect(versionsOf({ versions: 'no' })).toEqual([]);
    expect(versionsOf({ versions: [{ text: 1 }, take(2)] })).toEqual([take(2)]);
  });
});
