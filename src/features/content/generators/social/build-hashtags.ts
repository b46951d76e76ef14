// Exactly N unique hashtags: the focus keywords first, then the studio's
// specialties, its name and type, keyword variations, and a wellness pool.

import type { BrandFacts } from '../shared/brand-facts.ts';
import type { Rng } from '../shared/seed.ts';
import { shuffle } from '../shared/seed.ts';

const MAX_TAG_LENGTH = 40;

const WELLNESS_POOL = [
  'Wellness', 'Mindfulness', 'SelfCare', 'WellnessJourney', 'HolisticHealth', 'MindBodySoul', 'Wellbeing',
  'HealthyLiving', 'InnerPeace', 'Breathe', 'SelfLove', 'MentalHealthMatters', 'StressLess', 'MindfulLiving',
  'WellnessCommunity', 'HealthyHabits', 'BalancedLife', 'SlowLiving', 'RestAndRecover', 'Meditation', 'YogaLife',
  'NaturalHealing', 'BodyAndMind', 'DailyRitual', 'WellnessTips', 'FeelGood', 'GoodVibes', 'SelfCareSunday',
  'MindfulMoments', 'HealthyMind', 'WellnessLifestyle', 'Gratitude', 'Breathwork', 'RestIsProductive',
  'WholeBodyHealth', 'CalmMind', 'EverydayWellness', 'NourishYourself', 'LiveWell', 'PeacefulMind',
];

/** "yoga for beginners" -> "#YogaForBeginners"; undefined when nothing usable is left. */
export function toHashtag(text: string): string | undefined {
  const words = text.normalize('NFKC').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const body = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  if (!body || body.length > MAX_TAG_LENGTH || /^\d+$/.test(body)) return undefined;
  return `#${body}`;
}

export function buildHashtags(keywords: readonly string[], facts: BrandFacts, count: number, rng: Rng): string[] {
  const candidates = [
    ...keywords,
    ...facts.specialties,
    ...(facts.hasName ? [facts.business] : []),
    ...(facts.businessType && facts.businessType !== 'Other' ? [facts.businessType] : []),
    ...keywords.flatMap((k) => [`${k} tips`, `${k} journey`, `${k} community`]),
    ...shuffle(rng, WELLNESS_POOL),
  ];
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (tags.length >= count) break;
    const tag = toHashtag(candidate);
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}
