// Guessing a second factor's six-digit code: a challenge ends at its fifth wrong code, and
// the MFA endpoints allow 15 requests an hour per IP, so 30 guesses in a row meet 429.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { totp } from '../../server/auth/totp.ts';
import { isHosted, startBackend, type TestBackend } from './helpers/start-backend.ts';
import { createTestClient, uniqueEmail } from './helpers/test-client.ts';

let backend: TestBackend;

beforeEach(async () => {
  backend = await startBackend();
});

afterEach(async () => {
  await backend?.stop();
});

/** A code no clock drift window accepts for `secret`. */
function wrongCode(secret: string, i: number): string {
  const valid = new Set([-30_000, 0, 30_000].map((skew) => totp(secret, Date.now() + skew)));
  let n = 100_000 + i * 7919;
  while (valid.has(String(n % 1_000_000).padStart(6, '0'))) n += 1;
  return String(n % 1_000_000).padStart(6, '0');
}

async function enrolled() {
  const { client } = createTestClient(backend);
  const signUp = await client.auth.signUp({ email: uniqueEmail('mfa-victim'), password: 'Correct-horse-42' });
  expect(signUp.error).toBeNull();
  const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (factor?.type !== 'totp') throw new Error('expected a TOTP factor');
  return { client, factorId: factor.id, secret: factor.totp.secret };
}

describe.skipIf(isHosted)('guessing an MFA code', () => {
  it('five wrong codes end the challenge: the right code on it is then refused', async () => {
    const { client, factorId, secret } = await enrolled();
    const { data: challenge } = await client.auth.mfa.challenge({ factorId });
    for (let i = 0; i < 5; i++) {
      const wrong = await client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: wrongCode(secret, i) });
      expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const right = await client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: totp(secret) });
    expect(right.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });

    const fresh = await client.auth.mfa.challenge({ factorId });
    const verified = await client.auth.mfa.verify({ factorId, challengeId: fresh.data!.id, code: totp(secret) });
    expect(verified.error).toBeNull();
  });

  it('30 wrong codes from one IP: after 15 MFA requests the rest are answered 429', async () => {
    const { client, factorId, secret } = await enrolled();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const challenge = await client.auth.mfa.challenge({ factorId });
      if (challenge.error) {
        statuses.push(challenge.error.status ?? 0);
        continue;
      }
      const wrong = await client.auth.mfa.verify({ factorId, challengeId: challenge.data.id, code: wrongCode(secret, i) });
      statuses.push(wrong.error?.status ?? 200);
    }
    // Each round is a challenge and a verify: seven rounds and a challenge fit in 15.
    expect(statuses.slice(0, 7)).toEqual(Array(7).fill(422));
    expect(statuses.slice(7)).toEqual(Array(23).fill(429));
  });
});
