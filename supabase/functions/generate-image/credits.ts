// The answer of public.reserve_credits (migrations 0300, 1100), which both the hosted function and
// the local backend call before making an image, and what a refused reservation tells the user.
import { BAD_STUDIO, NO_SUBSCRIPTION, notEnoughCredits } from './messages.ts';

export type Reservation =
  | { reserved: true; usage_id: string; credits_remaining: number }
  | { reserved: false; reason: 'no_subscription' }
  | { reserved: false; reason: 'not_enough_credits'; credits_remaining: number };

/** The 402 message of a refused reservation; null when the credits were taken. */
export function refusalMessage(reservation: Reservation): string | null {
  if (reservation.reserved) return null;
  return reservation.reason === 'no_subscription' ? NO_SUBSCRIPTION : notEnoughCredits(reservation.credits_remaining);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The studio whose credits pay (migration 1100): the body's `studio_id`, or null for the
 * caller's own studio (a device from before studios). Anything else is a 400.
 */
export function requestedStudio(body: unknown): { studio: string | null } | { error: string } {
  const value = (body as { studio_id?: unknown } | null)?.studio_id;
  if (value === undefined || value === null) return { studio: null };
  return typeof value === 'string' && UUID.test(value) ? { studio: value.toLowerCase() } : { error: BAD_STUDIO };
}
