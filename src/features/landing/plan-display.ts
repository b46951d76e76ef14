// How a pricing plan is presented: its fixed description, its price and which card
// carries the 'Most Popular' badge.

const DESCRIPTIONS: Record<string, string> = {
  Starter: 'For independent teachers and therapists getting started with content.',
  Professional: 'For growing studios and clinics that publish every week.',
  Studio: 'For busy centres, retreats and spas with a full content calendar.',
};

const OTHER_DESCRIPTION = 'Monthly credits for every content tool.';

export function planDescription(name: string): string {
  return DESCRIPTIONS[name] ?? OTHER_DESCRIPTION;
}

/** The plan named Professional carries the badge; without one, the second card does. */
export function mostPopularIndex(plans: readonly { name: string }[]): number {
  const professional = plans.findIndex((plan) => plan.name.trim().toLowerCase() === 'professional');
  if (professional >= 0) return professional;
  return plans.length >= 2 ? 1 : -1;
}
