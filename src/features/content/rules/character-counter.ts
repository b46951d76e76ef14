// The colour of a social post's character counter: yellow above
// 80% of the platform's limit, red over the limit.

export type CounterColour = 'normal' | 'warning' | 'over';

export const WARNING_SHARE = 0.8;

export function characterCounterColour(length: number, limit: number): CounterColour {
  if (length > limit) return 'over';
  if (length > limit * WARNING_SHARE) return 'warning';
  return 'normal';
}
