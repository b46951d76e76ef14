// The answers of generate-image that a user reads (the app shows `error` in its toast).
import { IMAGE_CREDIT_COST } from './options.ts';

export const SIGN_IN_REQUIRED = 'Please sign in to generate images.';
export const NO_SUBSCRIPTION = 'You have no active subscription: choose a plan to generate images.';
export const INVALID_JSON = 'The request body must be JSON.';
export const BAD_STUDIO = 'studio_id must be the id of a studio you belong to.';
export const NOT_A_MEMBER = 'You are not a member of this studio.';

export function notEnoughCredits(remaining: number): string {
  return `Not enough credits: an image costs ${IMAGE_CREDIT_COST} credits and you have ${remaining} left.`;
}
