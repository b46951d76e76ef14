// sync_push keeps its contract while costing in proportion to its rows: outcomes in
// the order sent, a row that meets a unique constraint retried after the rest of its
// batch, and more than 500 rows refused by the database itself (as on a hosted project).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestBackend, startRestBackend, type TestUser } from './harness/rest-backend.ts';

let backend: RestBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startRestBackend({ local: true });
  user = await backend.newUser('push-batch');
});

afterAll(async () => {
  await backend?.stop();
});

describe('sync_push', () => {
  it('switches the default tone template when the new default comes first in the batch', async () => {
    const old = { id: randomUUID(), user_id: user.id, name: 'Calm', description: '', is_default: true };
    const inserted = await user.client.from('tone_templates').insert(old).select('_modified').single();
    expect(inserted.error).toBeNull();
    const fresh = { id: randomUUID(), user_id: user.id, name: 'Bright', description: '', is_default: true, _deleted: false };
    const rows = [
      { row: fresh, base: null },
      { row: { ...old, is_default: false, _deleted: false }, base: (inserted.data as { _modified: string })._modified },
    ];
    const { data, error } = await user.client.rpc('sync_push', { p_table: 'tone_templates', p_rows: rows });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: fresh.id, status: 'ok' },
      { id: old.id, status: 'ok' },
    ]);
    const defaults = await user.client.from('tone_templates').select('name').eq('is_default', true);
    expect(defaults.data).toEqual([{ name: 'Bright' }]);
  });

  it('refuses more than 500 rows in the database too', async () => {
    const refused = await backend
      .ctx!.db.asRole({ role: 'authenticated', sub: user.id }, (tx) =>
        tx.query(`select public.sync_push('content_history', (select jsonb_agg(jsonb_build_object('row', jsonb_build_object('id', gen_random_uuid()), 'base', null)) from generate_series(1, 501)))`),
      )
      .then(() => 'accepted', (error: { code?: string; message?: string }) => `${error.code} ${error.message}`);
    expect(refused).toBe('22023 sync_push takes at most 500 rows a batch');
  });
});
