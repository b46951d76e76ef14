// The answers of generate-image that a user reads (the app shows `error` in its toast).
import { IMAGE_CREDIT_COST } from './options.ts';

export const SIGN_IN_REQUIRED = 'Please sign in to generate images.';
export const NO_SUBSCRIPTION = 'You have no active subscription: choose a plan to generate images.';
export const INVALID_JSON = 'The request body must be JSON.';

export function notEnoughCredits(remaining: number): string {
  return `Not enough credits: an image costs ${IMAGE_CREDIT_COST} credits and you have ${remaining} left.`;
}
