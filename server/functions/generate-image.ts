// POST /functions/v1/generate-image, locally: the same validation as the hosted
// function (supabase/functions/generate-image), a credit check on the caller's active
// subscription, a usage_tracking row written AS THE USER (the schema's trigger meters
// the credits, row level security checks the owner), and the built-in SVG renderer.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { INVALID_JSON, NO_SUBSCRIPTION, notEnoughCredits, SIGN_IN_REQUIRED } from '../../supabase/functions/generate-image/messages.ts';
import { IMAGE_CREDIT_COST } from '../../supabase/functions/generate-image/options.ts';
import { renderImageSvg, svgDataUri } from '../../supabase/functions/generate-image/render.ts';
import { validateImageRequest } from '../../supabase/functions/generate-image/validate.ts';
import { claimsFromRequest, JwtError } from '../auth/jwt.ts';
import type { ServerContext } from '../context.ts';
import type { Claims, Tx } from '../db/database.ts';

type Charge = { ok: true } | { ok: false; error: string };

async function chargeImage(tx: Tx, userId: string): Promise<Charge> {
  const subscription = await tx.query<{ credits_remaining: number }>(
    `select credits_remaining from public.user_subscriptions
      where user_id = $1 and status = 'active' and not _deleted
      order by current_period_end desc nulls last, created_at desc limit 1`,
    [userId],
  );
  const remaining = subscription.rows[0]?.credits_remaining;
  if (remaining === undefined) return { ok: false, error: NO_SUBSCRIPTION };
  if (remaining < IMAGE_CREDIT_COST) return { ok: false, error: notEnoughCredits(remaining) };
  await tx.query(
    `insert into public.usage_tracking (id, user_id, content_type, credits_consumed) values ($1, $2, 'image', $3)`,
    [randomUUID(), userId, IMAGE_CREDIT_COST],
  );
  return { ok: true };
}

async function signedInClaims(ctx: ServerContext, c: Context): Promise<Claims | null> {
  try {
    const claims = await claimsFromRequest(ctx.config, {
      authorization: c.req.header('authorization') ?? null,
      apikey: c.req.header('apikey') ?? null,
    });
    return claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims : null;
  } catch (error) {
    if (error instanceof JwtError) return null;
    throw error;
  }
}

export async function generateImage(ctx: ServerContext, c: Context): Promise<Response> {
  const claims = await signedInClaims(ctx, c);
  if (!claims?.sub) return c.json({ error: SIGN_IN_REQUIRED }, 401);
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return c.json({ error: INVALID_JSON }, 400);
  }
  const validation = validateImageRequest(body);
  if (!validation.ok) return c.json({ error: validation.error }, 400);
  const userId = claims.sub;
  const charge = await ctx.db.asRole(claims, (tx) => chargeImage(tx, userId));
  if (!charge.ok) return c.json({ error: charge.error }, 402);
  return c.json({ image: svgDataUri(renderImageSvg(validation.request)) });
}
