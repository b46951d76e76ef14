// The two accounts a fresh local backend starts with (created by server/start.ts when missing):
// an administrator (app_metadata.role = 'admin') and a studio owner, both confirmed, with
// known passwords so a developer or a test can sign in at once.
import type { ServerContext } from '../context.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createUser, findUserByEmail } from './users.ts';

export type DemoAccount = {
  id: string;
  email: string;
  password: string;
  role: 'admin' | 'studio';
  /** True when this call created it, false when it already existed. */
  created: boolean;
};

const ACCOUNTS = [
  {
    role: 'admin' as const,
    email: 'admin@example.com',
    password: 'Admin-demo-2025',
    appMetadata: { role: 'admin' },
    userMetadata: { full_name: 'Amara Ramgoolam', business_name: 'Serenity Digital Ltd', business_type: 'other' },
  },
  {
    role: 'studio' as const,
    email: 'studio@example.com',
    password: 'Studio-demo-2025',
    appMetadata: {},
    userMetadata: { full_name: 'Leila Hossen', business_name: 'Lotus Tide Yoga & Ayurveda', business_type: 'yoga-studio' },
  },
];

export async function ensureDemoAccounts(ctx: ServerContext): Promise<{ admin: DemoAccount; studio: DemoAccount }> {
  const result: Partial<Record<'admin' | 'studio', DemoAccount>> = {};
  for (const account of ACCOUNTS) {
    const existing = await ctx.db.asSuperuser((tx) => findUserByEmail(tx, account.email));
    if (existing) {
      result[account.role] = { id: existing.id, email: account.email, password: account.password, role: account.role, created: false };
      continue;
    }
    const passwordHash = await hashPassword(account.password);
    const user = await ctx.db.asSuperuser((tx) =>
      createUser(tx, {
        email: account.email,
        passwordHash,
        userMetadata: account.userMetadata,
        appMetadata: account.appMetadata,
        confirmed: true,
      }),
    );
    result[account.role] = { id: user.id, email: account.email, password: account.password, role: account.role, created: true };
  }
  return { admin: result.admin!, studio: result.studio! };
}

/** Far enough ahead to mean "until a loopback start unlocks it" (isBanned compares dates). */
const LOCKED_UNTIL = '9999-12-31T00:00:00Z';

/**
 * Locks (or unlocks) the demo accounts that still have their published passwords. A server
 * listening beyond loopback locks them, so `admin@example.com` with the README's password
 * opens nothing on a studio's network; a later loopback start unlocks them. An account whose
 * password was changed is a real account now and is left alone. Returns the emails changed.
 */
export async function setDemoAccountsLocked(ctx: ServerContext, locked: boolean): Promise<string[]> {
  const changed: string[] = [];
  for (const account of ACCOUNTS) {
    const user = await ctx.db.asSuperuser((tx) => findUserByEmail(tx, account.email));
    if (!user || !(await verifyPassword(account.password, user.encrypted_password))) continue;
    await ctx.db.asSuperuser((tx) => tx.query('update auth.users set banned_until = $2 where id = $1', [user.id, locked ? LOCKED_UNTIL : null]));
    changed.push(account.email);
  }
  return changed;
}
