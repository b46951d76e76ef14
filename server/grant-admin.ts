// `npm run grant-admin -- someone@example.com [--revoke]`: makes an existing user an
// administrator (app_metadata.role = 'admin', which the row level security policies and
// the app read from the JWT), or with --revoke takes that away.
//
// - Hosted: with SUPABASE_URL and a secret key (SUPABASE_SECRET_KEY, or the legacy
//   SUPABASE_SERVICE_ROLE_KEY) it goes through the project's Auth admin API.
// - Local: otherwise it writes the local backend's database: DATABASE_URL (or
//   --database-url) when set, else PGlite in --data-dir (default .data; stop `npm start`
//   first, PGlite is not shared between processes).
// The user's current sessions keep their old role until their token refreshes (within
// the hour) or they sign in again.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { secretKeyHeaders } from '../supabase/functions/_shared/keys.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';

export type GrantOutcome = { email: string; id: string; admin: boolean } | { email: string; missing: true };

/** Local backend: sets or clears the role in the user's raw_app_meta_data. */
export async function grantAdminLocal(db: Database, email: string, admin: boolean): Promise<GrantOutcome> {
  const { rows } = await db.asSuperuser((tx) =>
    tx.query<{ id: string }>(
      `update auth.users
          set raw_app_meta_data = case when $2::boolean
                then coalesce(raw_app_meta_data, '{}'::jsonb) || '{"role":"admin"}'::jsonb
                else coalesce(raw_app_meta_data, '{}'::jsonb) - 'role' end,
              updated_at = now()
        where lower(email) = lower($1)
        returning id`,
      [email.trim(), admin],
    ),
  );
  return rows[0] ? { email, id: rows[0].id, admin } : { email, missing: true };
}

type AdminUser = { id: string; email?: string | null };

/** Hosted project: finds the user through the Auth admin API and sets (or clears) app_metadata.role. */
export async function grantAdminHosted(url: string, secretKey: string, email: string, admin: boolean): Promise<GrantOutcome> {
  const base = url.replace(/\/+$/, '');
  const headers = { ...secretKeyHeaders(secretKey), 'content-type': 'application/json' };
  const wanted = email.trim().toLowerCase();
  for (let page = 1; ; page += 1) {
    const listed = await fetch(`${base}/auth/v1/admin/users?page=${page}&per_page=1000`, { headers });
    if (!listed.ok) throw new Error(`Listing users failed (${listed.status}): ${(await listed.text()).slice(0, 300)}`);
    const { users } = (await listed.json()) as { users: AdminUser[] };
    const user = users.find((candidate) => candidate.email?.toLowerCase() === wanted);
    if (user) {
      // Auth merges app_metadata key by key; null removes the key.
      const updated = await fetch(`${base}/auth/v1/admin/users/${user.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ app_metadata: { role: admin ? 'admin' : null } }),
      });
      if (!updated.ok) throw new Error(`Updating ${email} failed (${updated.status}): ${(await updated.text()).slice(0, 300)}`);
      return { email, id: user.id, admin };
    }
    if (users.length < 1000) return { email, missing: true };
  }
}

async function main(): Promise<number> {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      revoke: { type: 'boolean', default: false },
      'data-dir': { type: 'string', default: join(root, '.data') },
      'database-url': { type: 'string' },
    },
  });
  const email = positionals[0]?.trim() ?? '';
  if (positionals.length !== 1 || !email.includes('@')) {
    console.error('Usage: npm run grant-admin -- someone@example.com [--revoke]');
    return 2;
  }
  const admin = !values.revoke;
  const hostedUrl = process.env.SUPABASE_URL?.trim();
  const secretKey = (process.env.SUPABASE_SECRET_KEY ?? process.env.SUPABASE_SERVICE_ROLE_KEY ?? '').trim();
  let outcome: GrantOutcome;
  if (hostedUrl) {
    if (!secretKey) {
      console.error('SUPABASE_URL is set: also set SUPABASE_SECRET_KEY (Project Settings > API Keys > Secret keys), or the legacy SUPABASE_SERVICE_ROLE_KEY.');
      return 2;
    }
    outcome = await grantAdminHosted(hostedUrl, secretKey, email, admin);
  } else {
    const url = values['database-url'] ?? process.env.DATABASE_URL;
    const db = await openDatabase(url ? { url } : { dataDir: values['data-dir'] });
    try {
      outcome = await grantAdminLocal(db, email, admin);
    } finally {
      await db.close();
    }
  }
  if ('missing' in outcome) {
    console.error(`No user with the email ${email}: they sign up first, then run this again.`);
    return 1;
  }
  console.log(
    admin
      ? `${email} is now an administrator. Open sessions see it after their next token refresh (within the hour) or a new sign-in.`
      : `${email} is no longer an administrator.`,
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
