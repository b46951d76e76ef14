// POST /functions/v1/generate-image, locally: the same validation as the hosted
// function (supabase/functions/generate-image), the studio's credits taken AS THE USER through the
// same reserve_credits function before the image is made (given back if it fails), and
// the built-in SVG renderer (so every answer says `drawn: true`).
import type { Context } from 'hono';
import { type Reservation, refusalMessage, requestedStudio } from '../../supabase/functions/generate-image/credits.ts';
import { INVALID_JSON, NOT_A_MEMBER, SIGN_IN_REQUIRED } from '../../supabase/functions/generate-image/messages.ts';
import { IMAGE_CREDIT_COST } from '../../supabase/functions/generate-image/options.ts';
import { renderImageSvg, svgDataUri } from '../../supabase/functions/generate-image/render.ts';
import { validateImageRequest } from '../../supabase/functions/generate-image/validate.ts';
import type { ServerContext } from '../context.ts';
import type { Claims } from '../db/database.ts';
import { signedInClaims } from './signed-in.ts';

/** Takes the studio's credits before the image is made (one locked statement); null: not a member. */
async function reserveImage(ctx: ServerContext, claims: Claims, studio: string | null): Promise<Reservation | null> {
  try {
    const result = await ctx.db.asRole(claims, (tx) =>
      tx.query<{ reservation: Reservation }>('select public.reserve_credits($1, $2, $3) as reservation', [IMAGE_CREDIT_COST, 'image', studio]),
    );
    return result.rows[0]!.reservation;
  } catch (error) {
    if ((error as { code?: string }).code === 'PT403') return null;
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
  const studio = requestedStudio(body);
  if ('error' in studio) return c.json({ error: studio.error }, 400);
  const reservation = await reserveImage(ctx, claims, studio.studio);
  if (reservation === null) return c.json({ error: NOT_A_MEMBER }, 403);
  const refusal = refusalMessage(reservation);
  if (refusal !== null || !reservation.reserved) return c.json({ error: refusal }, 402);
  try {
    return c.json({ image: svgDataUri(renderImageSvg(validation.request)), drawn: true });
  } catch (error) {
    await ctx.db.asRole({ role: 'service_role' }, (tx) => tx.query('select public.release_credits($1)', [reservation.usage_id]));
    throw error;
  }
}
