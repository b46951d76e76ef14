// How embedded resources find their relationship (server/rest/resolve-embed.ts), on a
// small schema: direct keys both ways, the shared-owner rule, hints and ambiguity.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/rest/errors.ts';
import { resolveEmbed } from '../../server/rest/resolve-embed.ts';
import type { ForeignKey, SchemaCache, TableInfo } from '../../server/rest/schema-cache.ts';

const toUsers = (name: string): ForeignKey => ({ name, columns: ['user_id'], refSchema: 'auth', refTable: 'users', refColumns: ['id'] });

function table(name: string, uniques: string[][], foreignKeys: ForeignKey[]): TableInfo {
  const columns = new Map(['id', 'user_id', 'plan_id', 'backup_plan_id'].map((c) => [c, { name: c, type: 'uuid', generated: false }]));
  return { name, columns, primaryKey: ['id'], uniques: [['id'], ...uniques], foreignKeys };
}

const plans = table('plans', [], []);
const profiles = table('profiles', [['user_id']], [toUsers('profiles_user_id_fkey')]);
const notes = table('notes', [], [toUsers('notes_user_id_fkey')]);
const subscriptions = table('subscriptions', [], [
  toUsers('subscriptions_user_id_fkey'),
  { name: 'subscriptions_plan_id_fkey', columns: ['plan_id'], refSchema: 'public', refTable: 'plans', refColumns: ['id'] },
  { name: 'subscriptions_backup_fkey', columns: ['backup_plan_id'], refSchema: 'public', refTable: 'plans', refColumns: ['id'] },
]);
const schema: SchemaCache = { tables: new Map([plans, profiles, notes, subscriptions].map((t) => [t.name, t])), functions: new Map() };

function failure(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected an ApiError');
}

describe('resolveEmbed', () => {
  it('many-to-one by foreign key column or hint; ambiguity is PGRST201 (300)', () => {
    expect(failure(() => resolveEmbed(schema, subscriptions, 'plans'))).toMatchObject({ status: 300, code: 'PGRST201' });
    expect(resolveEmbed(schema, subscriptions, 'plans', 'plan_id')).toMatchObject({ join: [['plan_id', 'id']], toOne: true });
    expect(resolveEmbed(schema, subscriptions, 'plans', 'subscriptions_backup_fkey')).toMatchObject({ join: [['backup_plan_id', 'id']] });
    expect(resolveEmbed(schema, subscriptions, 'plan_id')).toMatchObject({ target: plans, toOne: true });
  });

  it('one-to-many from the referenced side', () => {
    expect(resolveEmbed(schema, plans, 'subscriptions', 'plan_id')).toMatchObject({ join: [['id', 'plan_id']], toOne: false });
  });

  it('shared owner: both reference auth.users(id) and user_id is unique in the target -> one object', () => {
    expect(resolveEmbed(schema, subscriptions, 'profiles')).toMatchObject({ target: profiles, join: [['user_id', 'user_id']], toOne: true });
    expect(resolveEmbed(schema, notes, 'profiles')).toMatchObject({ toOne: true });
  });

  it('no relationship (a shared but non-unique owner key does not count) is PGRST200 (400)', () => {
    expect(failure(() => resolveEmbed(schema, profiles, 'notes'))).toMatchObject({ status: 400, code: 'PGRST200' });
    expect(failure(() => resolveEmbed(schema, plans, 'profiles'))).toMatchObject({ status: 400, code: 'PGRST200' });
    expect(failure(() => resolveEmbed(schema, plans, 'nothing'))).toMatchObject({ code: 'PGRST200' });
  });
});
