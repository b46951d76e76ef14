// The local backend in-process for the admin integration tests: the whole app over
// an in-memory database, its two demo accounts signed in through the real password
// grant with supabase-js (the administrator and the studio owner), and the table
// rows read back as the database superuser to see exactly what changed.
import type { SupabaseClient } from '@supabase/supabase-js';
import { ensureDemoAccounts } from '../../server/auth/demo-accounts.ts';
import type { ServerContext } from '../../server/context.ts';
import { clientFor, type RestBackend, startRestBackend, type TestUser } from '../server/harness/rest-backend.ts';

export type SignedIn = { id: string; email: string; client: SupabaseClient };

export type AdminBackend = {
  backend: RestBackend;
  ctx: ServerContext;
  admin: SignedIn;
  studio: SignedIn;
  /** Another signed-up user (profile and Starter subscription made by the sign-up trigger). */
  newUser(label: string, fullName: string, businessName: string): Promise<TestUser>;
  /** Every row of a table (without the replication-only _txid), ordered by id. */
  rows(table: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
};

async function signIn(backend: RestBackend, email: string, password: string): Promise<SignedIn> {
  const client = clientFor(backend.url, backend.anonKey);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.user) throw error ?? new Error(`no user for ${email}`);
  return { id: data.user.id, email, client };
}

export async function startAdminBackend(): Promise<AdminBackend> {
  const backend = await startRestBackend({ local: true });
  const ctx = backend.ctx!;
  const demo = await ensureDemoAccounts(ctx);
  const [admin, studio] = await Promise.all([
    signIn(backend, demo.admin.email, demo.admin.password),
    signIn(backend, demo.studio.email, demo.studio.password),
  ]);
  return {
    backend,
    ctx,
    admin,
    studio,
    newUser: (label, fullName, businessName) => backend.newUser(label, { fullName, businessName }),
    async rows(table) {
      const result = await ctx.db.asSuperuser((tx) =>
        tx.query<{ rows: string }>(
          `select coalesce(json_agg(to_jsonb(t) - '_txid' order by t.id), '[]')::text as rows from public.${table} t`,
        ),
      );
      return JSON.parse(result.rows[0]?.rows ?? '[]');
    },
    stop: () => backend.stop(),
  };
}
