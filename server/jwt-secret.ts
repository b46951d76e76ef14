// The secret every JWT of the local backend is signed with. Never Supabase's public demo
// secret (anyone could mint an admin token with it): a random one made for each data
// directory on first start and kept there (`jwt-secret`, readable by its owner only), so
// the anon key, sessions and the app's installed copy stay valid across restarts. An
// in-memory backend gets a new one every start.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';
export const MIN_JWT_SECRET_LENGTH = 32;

export function randomJwtSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The data directory's secret, made (mode 0600) when it has none yet. */
export function dataDirJwtSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (!existsSync(file)) writeFileSync(file, `${randomJwtSecret()}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(`${file} holds a secret shorter than ${MIN_JWT_SECRET_LENGTH} characters; delete it to have a new one made.`);
  }
  return secret;
}
