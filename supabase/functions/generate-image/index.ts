// generate-image for a hosted Supabase project (`supabase functions deploy generate-image`).
// Same contract as the local backend (server/functions/generate-image.ts): a signed-in
// user, the same validation, a credit check on their active subscription, a
// usage_tracking row written with the user's own token (row level security and the
// metering trigger apply), then the image: from the provider when
// IMAGE_PROVIDER_API_KEY is set, else the built-in renderer.
import { INVALID_JSON, NO_SUBSCRIPTION, notEnoughCredits, SIGN_IN_REQUIRED } from './messages.ts';
import { IMAGE_CREDIT_COST } from './options.ts';
import { DEFAULT_PROVIDER_MODEL, DEFAULT_PROVIDER_URL, providerImage } from './provider.ts';
import { renderImageSvg, svgDataUri } from './render.ts';
import { type ImageRequest, validateImageRequest } from './validate.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): unknown;
};

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS, 'Content-Type': 'application/json' } });

function makeImage(request: ImageRequest): Promise<string> {
  const apiKey = Deno.env.get('IMAGE_PROVIDER_API_KEY');
  if (!apiKey) return Promise.resolve(svgDataUri(renderImageSvg(request)));
  const url = Deno.env.get('IMAGE_PROVIDER_URL') ?? DEFAULT_PROVIDER_URL;
  return providerImage(request, apiKey, url, Deno.env.get('IMAGE_PROVIDER_MODEL') ?? DEFAULT_PROVIDER_MODEL);
}

async function handle(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (request.method !== 'POST') return json({ error: `Method ${request.method} is not allowed: use POST.` }, 405);
  const base = Deno.env.get('SUPABASE_URL') ?? '';
  const headers = {
    apikey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    authorization: request.headers.get('authorization') ?? '',
    'content-type': 'application/json',
  };
  const userAnswer = await fetch(`${base}/auth/v1/user`, { headers });
  const user = userAnswer.ok ? ((await userAnswer.json()) as { id?: string }) : {};
  if (!user.id) return json({ error: SIGN_IN_REQUIRED }, 401);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: INVALID_JSON }, 400);
  }
  const validation = validateImageRequest(body);
  if (!validation.ok) return json({ error: validation.error }, 400);

  const query = `select=credits_remaining&user_id=eq.${user.id}&status=eq.active&_deleted=eq.false&order=current_period_end.desc.nullslast,created_at.desc&limit=1`;
  const subscriptions = (await (await fetch(`${base}/rest/v1/user_subscriptions?${query}`, { headers })).json()) as Array<{ credits_remaining: number }>;
  const remaining = Array.isArray(subscriptions) ? subscriptions[0]?.credits_remaining : undefined;
  if (remaining === undefined) return json({ error: NO_SUBSCRIPTION }, 402);
  if (remaining < IMAGE_CREDIT_COST) return json({ error: notEnoughCredits(remaining) }, 402);

  let image: string;
  try {
    image = await makeImage(validation.request);
  } catch (error) {
    return json({ error: `Failed to generate image: ${(error as Error).message}` }, 502);
  }
  const usage = { id: crypto.randomUUID(), user_id: user.id, content_type: 'image', credits_consumed: IMAGE_CREDIT_COST };
  const recorded = await fetch(`${base}/rest/v1/usage_tracking`, { method: 'POST', headers, body: JSON.stringify(usage) });
  if (!recorded.ok) return json({ error: 'Failed to record the credits used; please try again.' }, 500);
  return json({ image }, 200);
}

Deno.serve(handle);
