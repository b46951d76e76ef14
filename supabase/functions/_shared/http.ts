// What every deployed function answers with and how it knows its caller: CORS for the
// app's origin, JSON answers, and the signed-in user (GET /auth/v1/user with the
// caller's token, which works with the legacy JWT secret and the new signing keys).
import { type Env, publicKey } from './keys.ts';

export const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS, 'Content-Type': 'application/json' } });

/** The caller's user id, or null when the request carries no valid session. */
export async function callerId(request: Request, env: Env): Promise<string | null> {
  const answer = await fetch(`${env.get('SUPABASE_URL') ?? ''}/auth/v1/user`, {
    headers: { apikey: publicKey(env), authorization: request.headers.get('authorization') ?? '' },
  });
  const user = answer.ok ? ((await answer.json()) as { id?: string }) : {};
  return user.id ?? null;
}
