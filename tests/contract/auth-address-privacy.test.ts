// Asking for a mail tells nobody whether an address has an account: /otp (without
// creating one), /recover and /resend answer a known and an unknown address alike, the
// first time and when the per-address limit is reached, and take as long either way.
import { afterAll, describe, expect, it } from 'vitest';
import { MAIL_ANSWER_FLOOR_MS } from '../../server/auth/handlers/otp.ts';
import { authFetch } from './helpers/auth-http.ts';
import { isHosted, startBackend } from './helpers/start-backend.ts';
import { uniqueEmail } from './helpers/test-client.ts';

// Email confirmation on, so that a new account waits for its confirmation (what /resend sends again).
const backend = await startBackend({ confirmEmail: true });
afterAll(() => backend.stop());

type Answer = { status: number; body: unknown; retryAfter: string | null; ms: number };

async function ask(path: string, body: Record<string, unknown>): Promise<Answer> {
  const started = performance.now();
  const response = await authFetch(backend, path, { method: 'POST', body: JSON.stringify(body) });
  const answer = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body: answer, retryAfter: response.headers.get('retry-after'), ms: performance.now() - started };
}

async function signedUp(label: string): Promise<string> {
  const email = uniqueEmail(label);
  const response = await authFetch(backend, '/signup', { method: 'POST', body: JSON.stringify({ email, password: 'Quiet-river-27' }) });
  expect(response.status).toBe(200);
  return email;
}

/** What a prober compares: status, body and Retry-After (a second's drift allowed), and that neither answer comes early. */
function expectAlike(known: Answer, unknown: Answer): void {
  const shape = (a: Answer) => ({ status: a.status, code: (a.body as { code?: string }).code ?? null, keys: Object.keys(a.body as object) });
  expect(shape(unknown)).toEqual(shape(known));
  expect(Math.abs(Number(known.retryAfter ?? 0) - Number(unknown.retryAfter ?? 0))).toBeLessThanOrEqual(1);
  for (const answer of [known, unknown]) expect(answer.ms).toBeGreaterThanOrEqual(MAIL_ANSWER_FLOOR_MS - 5);
}

const REQUESTS: { name: string; path: string; body: (email: string) => Record<string, unknown> }[] = [
  { name: '/resend (sign-up confirmation)', path: '/resend', body: (email) => ({ type: 'signup', email }) },
  { name: '/otp without creating an account', path: '/otp', body: (email) => ({ email, create_user: false }) },
  { name: '/recover', path: '/recover', body: (email) => ({ email }) },
];

describe.skipIf(isHosted)('an address nobody uses', () => {
  for (const request of REQUESTS) {
    it(`is answered by ${request.name} as an address with an account, then limited alike`, async () => {
      const known = await signedUp('known');
      const unknown = uniqueEmail('unknown');
      const first = [await ask(request.path, request.body(known)), await ask(request.path, request.body(unknown))] as const;
      expect(first[0]).toMatchObject({ status: 200, body: {} });
      expectAlike(...first);
      const again = [await ask(request.path, request.body(known)), await ask(request.path, request.body(unknown))] as const;
      expect(again[0]).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit' } });
      expectAlike(...again);
    });
  }

  it('is limited per address even when the first request went through another endpoint', async () => {
    const known = await signedUp('known-mixed');
    const unknown = uniqueEmail('unknown-mixed');
    expectAlike(await ask('/recover', { email: known }), await ask('/recover', { email: unknown }));
    expectAlike(await ask('/resend', { type: 'signup', email: known }), await ask('/resend', { type: 'signup', email: unknown }));
  });
});
