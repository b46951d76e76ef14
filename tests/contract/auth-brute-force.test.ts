// Guessing attacks on the auth endpoints from one address, as someone who knows a user's
// email would run them: each meets a 429 with GoTrue's error shape and Retry-After before
// it can get through, and the real password answers 429 too while the lock lasts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authFetch } from './helpers/auth-http.ts';
import { isHosted, startBackend, type TestBackend } from './helpers/start-backend.ts';
import { uniqueEmail } from './helpers/test-client.ts';

let backend: TestBackend;

beforeEach(async () => {
  backend = await startBackend();
});

afterEach(async () => {
  await backend?.stop();
});

const password = 'Correct-horse-42';

function signIn(email: string, pass: string, headers: Record<string, string> = {}): Promise<Response> {
  return authFetch(backend, '/token?grant_type=password', { method: 'POST', headers, body: JSON.stringify({ email, password: pass }) });
}

async function signUp(email: string): Promise<void> {
  const response = await authFetch(backend, '/signup', { method: 'POST', body: JSON.stringify({ email, password }) });
  expect(response.status).toBe(200);
}

describe.skipIf(isHosted)('brute force against the auth service', () => {
  it('40 wrong passwords then the right one: the guesses meet 429 and so does the right password', async () => {
    const email = uniqueEmail('victim');
    await signUp(email);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await signIn(email, `guess-${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));

    const right = await signIn(email, password);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect(await right.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });

  it("answers older clients with GoTrue's legacy error body", async () => {
    const email = uniqueEmail('legacy');
    for (let i = 0; i < 10; i++) await signIn(email, `guess-${i}`);
    const limited = await authFetch(backend, '/token?grant_type=password', {
      method: 'POST',
      headers: { 'x-supabase-api-version': '' },
      body: JSON.stringify({ email, password: 'another-guess' }),
    });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
  });

  it('one IP spraying passwords over many addresses is stopped after 30 sign-in attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await signIn(uniqueEmail(`spray${i}`), 'Summer-2025')).status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(5).fill(429));
  });

  it('40 wrong six-digit codes: the real code is dead after the fifth, and a new one cannot be asked for at once', async () => {
    const email = uniqueEmail('otp-victim');
    await signUp(email);
    expect((await authFetch(backend, '/otp', { method: 'POST', body: JSON.stringify({ email, create_user: false }) })).status).toBe(200);
    const code = backend.mailbox!.list(email)[0]!.token;
    const guess = (token: string) => authFetch(backend, '/verify', { method: 'POST', body: JSON.stringify({ email, token, type: 'email' }) });

    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await guess(String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(403));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));

    const real = await guess(code);
    expect(real.status).toBe(429);
    expect(Number(real.headers.get('retry-after'))).toBeGreaterThan(0);

    const again = await authFetch(backend, '/otp', { method: 'POST', body: JSON.stringify({ email, create_user: false }) });
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ code: 'over_email_send_rate_limit' });
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);
  });

  it('five wrong codes kill the mailed code, even for a guesser who stays under the request limit', async () => {
    const email = uniqueEmail('otp-five');
    await signUp(email);
    await authFetch(backend, '/recover', { method: 'POST', body: JSON.stringify({ email }) });
    const code = backend.mailbox!.list(email)[0]!.token;
    const verify = (token: string) => authFetch(backend, '/verify', { method: 'POST', body: JSON.stringify({ email, token, type: 'recovery' }) });
    for (let i = 1; i <= 5; i++) expect((await verify(String((Number(code) + i) % 1_000_000).padStart(6, '0'))).status).toBe(403);

    const real = await verify(code);
    expect(real.status).toBe(403);
    expect(await real.json()).toMatchObject({ code: 'otp_expired' });
  });

  it('four wrong codes leave the real one working (a typo is not punished)', async () => {
    const email = uniqueEmail('otp-typo');
    await signUp(email);
    await authFetch(backend, '/recover', { method: 'POST', body: JSON.stringify({ email }) });
    const code = backend.mailbox!.list(email)[0]!.token;
    const verify = (token: string) => authFetch(backend, '/verify', { method: 'POST', body: JSON.stringify({ email, token, type: 'recovery' }) });
    for (let i = 1; i <= 4; i++) expect((await verify(String((Number(code) + i) % 1_000_000).padStart(6, '0'))).status).toBe(403);
    expect((await verify(code)).status).toBe(200);
  });
});
