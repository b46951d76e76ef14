// The backend as one device reaches it, with one push answer that can be lost on the
// way back: the server writes the rows, `meanwhile` runs (the user edits, the network
// goes, the app closes), then the device hears a reset connection.
import { expect } from 'vitest';
import type { SyncBackend } from './sync-backend.ts';

export type PushedRow = Record<string, unknown>;

export type LostAnswer = { table: string; meanwhile: (rows: PushedRow[]) => Promise<unknown>; sprung: boolean };

export function lossyBackend(real: SyncBackend): { backend: SyncBackend; loseNextAnswer(table: string, meanwhile: LostAnswer['meanwhile']): LostAnswer } {
  let trap: LostAnswer | null = null;
  const backend: SyncBackend = {
    ...real,
    async handle(request) {
      const armed = trap;
      if (!armed || armed.sprung || !new URL(request.url).pathname.endsWith('/rpc/sync_push')) return real.handle(request);
      const body = (await request.clone().json()) as { p_table: string; p_rows: { row: PushedRow }[] };
      if (body.p_table !== armed.table) return real.handle(request);
      armed.sprung = true;
      const response = await real.handle(request);
      expect(response.status).toBe(200);
      await armed.meanwhile(body.p_rows.map((item) => item.row));
      throw new TypeError('fetch failed: connection reset');
    },
  };
  return {
    backend,
    loseNextAnswer(table, meanwhile) {
      trap = { table, meanwhile, sprung: false };
      return trap;
    },
  };
}
