// The answer of public.reserve_credits (migration 0300), which both the hosted function and
// the local backend call before making an image, and what a refused reservation tells the user.
import { NO_SUBSCRIPTION, notEnoughCredits } from './messages.ts';

export type Reservation =
  | { reserved: true; usage_id: string; credits_remaining: number }
  | { reserved: false; reason: 'no_subscription' }
  | { reserved: false; reason: 'not_enough_credits'; credits_remaining: number };

/** The 402 message of a refused reservation; null when the credits were taken. */
export function refusalMessage(reservation: Reservation): string | null {
  if (reservation.reserved) return null;
  return reservation.reason === 'no_subscription' ? NO_SUBSCRIPTION : notEnoughCredits(reservation.credits_remaining);
}
