// generate-image for a hosted Supabase project, as a plain fetch handler (index.ts serves it
// with Deno.serve; tests run it in Node against the local backend). A signed-in user, the
// shared validation, then the credits TAKEN through reserve_credits (one locked statement,
// so parallel calls cannot overspend), then the image: from the provider when
// IMAGE_PROVIDER_API_KEY is set, else the built-in renderer (the answer then says
// `drawn: true`, so the app can say so). A failed generation gives the credits back
// through release_credits with the service role key.
import { type Reservation, refusalMessage, requestedStudio } from './credits.ts';
import { INVALID_JSON, NOT_A_MEMBER, SIGN_IN_REQUIRED } from './messages.ts';
import { CORS, callerId, json } from '../_shared/http.ts';
import { type Env, publicKey, serviceHeaders } from '../_shared/keys.ts';
import { IMAGE_CREDIT_COST } from './options.ts';
import { DEFAULT_PROVIDER_MODEL, DEFAULT_PROVIDER_URL, providerImage } from './provider.ts';
import { renderImageSvg, svgDataUri } from './render.ts';
import { type ImageRequest, validateImageRequest } from './validate.ts';

export type { Env };

async function makeImage(request: ImageRequest, env: Env): Promise<{ image: string; drawn?: true }> {
  const apiKey = env.get('IMAGE_PROVIDER_API_KEY');
  if (!apiKey) return { image: svgDataUri(renderImageSvg(request)), drawn: true };
  const url = env.get('IMAGE_PROVIDER_URL') ?? DEFAULT_PROVIDER_URL;
  return { image: await providerImage(request, apiKey, url, env.get('IMAGE_PROVIDER_MODEL') ?? DEFAULT_PROVIDER_MODEL) };
}

function rpc(base: string, name: string, headers: Record<string, string>, args: unknown): Promise<Response> {
  return fetch(`${base}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
}

export async function handleGenerateImage(request: Request, env: Env): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (request.method !== 'POST') return json({ error: `Method ${request.method} is not allowed: use POST.` }, 405);
  const base = env.get('SUPABASE_URL') ?? '';
  const anonKey = publicKey(env);
  const authorization = request.headers.get('authorization') ?? '';
  if (!(await callerId(request, env))) return json({ error: SIGN_IN_REQUIRED }, 401);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: INVALID_JSON }, 400);
  }
  const validation = validateImageRequest(body);
  if (!validation.ok) return json({ error: validation.error }, 400);

  const studio = requestedStudio(body);
  if ('error' in studio) return json({ error: studio.error }, 400);
  const reserved = await rpc(base, 'reserve_credits', { apikey: anonKey, authorization }, { amount: IMAGE_CREDIT_COST, usage_type: 'image', p_studio: studio.studio });
  if (reserved.status === 403) return json({ error: NOT_A_MEMBER }, 403);
  if (!reserved.ok) return json({ error: 'Failed to reserve the credits; please try again.' }, 500);
  const reservation = (await reserved.json()) as Reservation;
  const refusal = refusalMessage(reservation);
  if (refusal !== null || !reservation.reserved) return json({ error: refusal }, 402);

  try {
    return json(await makeImage(validation.request, env), 200);
  } catch (error) {
    const released = await rpc(base, 'release_credits', serviceHeaders(env), { usage_id: reservation.usage_id }).catch(() => null);
    if (!released?.ok) console.error('generate-image: could not give back the credits of usage', reservation.usage_id);
    return json({ error: `Failed to generate image: ${(error as Error).message}` }, 502);
  }
}
