// RxDB's free version keeps at most 13 collections open per process (COL23). The device
// database holds exactly that many, so it must be the only RxDB database open: opening
// another studio closes the one open first.
import { NON_PREMIUM_COLLECTION_LIMIT, OPEN_COLLECTIONS } from 'rxdb';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryIndexedDb } from '../test-support/memory-device.ts';
import { openUserData, removeUserData } from '../user-data/open-user-data.ts';
import { COLLECTION_NAMES } from './collection-defs.ts';

const USER = '6f1c7a0e-8a43-4d55-9d1e-2b7d7f2a9c01';
const OTHER_STUDIO = '0b6d3c52-1f0e-4c8e-9a55-0d7e1c2b3a44';

afterEach(() => removeUserData());

describe('the collection limit', () => {
  it('the device database fits it, and a studio switch never holds two open', async () => {
    expect(COLLECTION_NAMES.length).toBeLessThanOrEqual(NON_PREMIUM_COLLECTION_LIMIT);
    const indexedDb = memoryIndexedDb();
    const open = (studioId: string) => openUserData({ userId: USER, studioId, indexedDb, multiInstance: false, devMode: true, sync: false });
    const own = await open(USER);
    expect(OPEN_COLLECTIONS.size).toBe(COLLECTION_NAMES.length);
    const other = await open(OTHER_STUDIO);
    expect(own.db.closed).toBe(true);
    expect(OPEN_COLLECTIONS.size).toBe(COLLECTION_NAMES.length);
    expect(Object.keys(other.db.collections).sort()).toEqual([...COLLECTION_NAMES].sort());
  });
});
