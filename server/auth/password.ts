// Password hashing with scrypt (node:crypto): salted, deliberately slow, compared in constant
// time. Stored as `$scrypt$N=..,r=..,p=..$<salt>$<hash>` in auth.users.encrypted_password.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { AuthError } from './errors.ts';

/** The product's minimum password length; GoTrue's own default is 6. */
export const MIN_PASSWORD_LENGTH = 8;

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `$scrypt$N=${N},r=${R},p=${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const match = /^\$scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(stored ?? '');
  if (!match) {
    // Spend the same time as a real check so unknown users cannot be told apart by timing.
    await derive(password, Buffer.alloc(16), N, R, P);
    return false;
  }
  const [, n, r, p, salt, hash] = match;
  const expected = Buffer.from(hash ?? '', 'base64');
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64'), Number(n), Number(r), Number(p));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** GoTrue's weak_password error (422) when the password is too short. */
export function checkPasswordStrength(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}
