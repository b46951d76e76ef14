import { describe, expect, it } from 'vitest';
import { resolveConflict } from './conflict-handler.ts';
import type { DocState } from './device-database.ts';

const profile = (over: Partial<DocState>): DocState => ({
  _deleted: false,
  id: 'u1',
  business_name: 'Lotus',
  target_audience: 'Beginners',
  brand_personality: { calm_energetic: 50, formal_casual: 50 },
  updated_at: '2025-01-01T10:00:00.000000Z',
  server_modified: 'S0',
  ...over,
});

describe('resolveConflict', () => {
  it('keeps the device version when the server content is still what the device last saw (only the stamp moved)', () => {
    const base = profile({});
    const server = profile({ server_modified: 'S1', updated_at: '2025-01-01T10:00:01.000000Z' });
    const local = profile({ business_name: 'Lotus Studio' });
    expect(resolveConflict('profiles', 'merge', { local, server, base })).toEqual({
      resolved: { ...local, server_modified: 'S1' },
      lost: null,
    });
  });

  it('takes the server row without a conflict when both already hold the same content (a retried push)', () => {
    const local = profile({ business_name: 'Same' });
    const server = profile({ business_name: 'Same', server_modified: 'S9' });
    expect(resolveConflict('content_history', 'server-wins', { local, server, base: profile({}) })).toEqual({ resolved: server, lost: null });
  });

  it('merges different-field edits of a profile and keeps the server value of a field both changed', () => {
    const base = profile({});
    const local = profile({ business_name: 'Local name', brand_personality: { calm_energetic: 80, formal_casual: 20 } });
    const server = profile({ target_audience: 'Retirees', brand_personality: { calm_energetic: 50, formal_casual: 70 }, server_modified: 'S1' });
    const { resolved, lost } = resolveConflict('profiles', 'merge', { local, server, base });
    expect(resolved).toMatchObject({
      business_name: 'Local name',
      target_audience: 'Retirees',
      brand_personality: { calm_energetic: 80, formal_casual: 70 },
      server_modified: 'S1',
    });
    expect(lost).toEqual(['brand_personality.formal_casual']);
  });

  it('lets the server win for other collections and names the fields the device lost', () => {
    const base = profile({});
    const local = profile({ business_name: 'Mine' });
    const server = profile({ business_name: 'Theirs', server_modified: 'S1' });
    expect(resolveConflict('content_history', 'server-wins', { local, server, base })).toEqual({ resolved: server, lost: ['business_name'] });
  });

  it('merges a profile both devices created without a common version, using the table defaults as base', () => {
    const local = profile({ business_name: '', target_audience: 'Families', server_modified: null });
    const server = profile({ business_name: 'Lotus', target_audience: '', server_modified: 'S1' });
    const { resolved, lost } = resolveConflict('profiles', 'merge', { local, server, base: undefined });
    expect(resolved).toMatchObject({ business_name: 'Lotus', target_audience: 'Families', server_modified: 'S1' });
    expect(lost).toBeNull();
  });

  it('keeps the device version over a server version this database wrote itself, whatever it holds', () => {
    const base = profile({});
    const server = profile({ business_name: 'Sent, answer lost', server_modified: 'S1' });
    const local = profile({ business_name: 'Typed after it' });
    expect(resolveConflict('generator_drafts', 'server-wins', { local, server, base, writer: 'this-database' })).toEqual({
      resolved: { ...local, server_modified: 'S1' },
      lost: null,
    });
  });

  it('takes the later of two versions another database of this device wrote, and keeps neither as a conflict', () => {
    const base = profile({});
    const older = profile({ business_name: 'Earlier', updated_at: '2025-01-01T10:00:05.000000Z' });
    const newer = profile({ business_name: 'Later', updated_at: '2025-01-01T10:00:09.000000Z', server_modified: 'S1' });
    expect(resolveConflict('generator_drafts', 'server-wins', { local: older, server: newer, base, writer: 'this-device' })).toEqual({
      resolved: newer,
      lost: null,
    });
    const local = profile({ business_name: 'Latest', updated_at: '2025-01-01T10:00:10.000000Z' });
    expect(resolveConflict('generator_drafts', 'server-wins', { local, server: newer, base, writer: 'this-device' })).toEqual({
      resolved: { ...local, server_modified: 'S1' },
      lost: null,
    });
  });

  it('merges a profile another database of this device wrote, a field both changed keeping this database’s value', () => {
    const local = profile({ business_name: '', target_audience: 'Runners', server_modified: null });
    const server = profile({ business_name: 'Lotus', target_audience: 'Beginners', server_modified: 'S1' });
    const { resolved, lost } = resolveConflict('profiles', 'merge', { local, server, base: undefined, writer: 'this-device' });
    expect(resolved).toMatchObject({ business_name: 'Lotus', target_audience: 'Runners', server_modified: 'S1' });
    expect(lost).toBeNull();
  });
});
