// Weekly Wellness Digest, Wellness Tips & Tricks, Health & Nutrition Update.

import { BENEFITS_THEME, WHY_THEME } from '../themes/why-benefits.ts';
import { HOME_THEME } from '../themes/home-general.ts';
import { MISTAKES_THEME, SCIENCE_THEME } from '../themes/mistakes-science.ts';
import { ROUTINE_THEME, START_THEME } from '../themes/start-routine.ts';
import type { NewsletterTemplateSpec } from '../../../newsletter/template-spec.ts';

export const WEEKLY_DIGEST: NewsletterTemplateSpec = {
  subjects: ['Your Weekly Wellness Digest: {Kw}', 'This week at {business}: {Kw}', '{Kw}, plus three ideas for a calmer week'],
  previews: ['Fresh ideas on {kw}, and news from us.', 'A short read on {kw} and three things to try.'],
  build: ({ r, theme, news, cta }) => [
    { kind: 'paragraph', text: r("Welcome to this week's digest from {business}. This edition is all about {kw}.") },
    { kind: 'heading', text: r("This Week's Focus: {Kw}") },
    { kind: 'paragraph', text: theme(WHY_THEME, 3).join(' ') },
    { kind: 'heading', text: 'Three Things Worth Trying' },
    { kind: 'list', items: theme(HOME_THEME, 3) },
    ...(news.length > 0 ? [{ kind: 'heading' as const, text: r('News From {business}') }, ...news] : []),
    { kind: 'heading', text: 'Tip of the Week' },
    { kind: 'paragraph', text: theme(ROUTINE_THEME, 1).join(' ') },
    cta,
  ],
};

export const TIPS_AND_TRICKS: NewsletterTemplateSpec = {
  subjects: ['5 simple tips for {kw}', 'Wellness Tips & Tricks: {Kw} made easy', 'Try these {kw} tips this week'],
  previews: ['Five practical ideas for {kw} and one myth busted.', 'Small, realistic tips on {kw}.'],
  build: ({ r, theme, news, cta }) => [
    { kind: 'paragraph', text: r('This week we are sharing our favourite practical tips for {kw}. None of them take more than a few minutes, and all of them work best when repeated.') },
    { kind: 'heading', text: r('5 Tips for {Kw}') },
    { kind: 'list', items: [...theme(START_THEME, 2), ...theme(ROUTINE_THEME, 2), ...theme(HOME_THEME, 1)] },
    { kind: 'heading', text: 'Try This Today' },
    { kind: 'paragraph', text: theme(HOME_THEME, 2).join(' ') },
    { kind: 'heading', text: 'Myth of the Week' },
    { kind: 'paragraph', text: theme(MISTAKES_THEME, 2).join(' ') },
    ...(news.length > 0 ? [{ kind: 'heading' as const, text: r('News From {business}') }, ...news] : []),
    cta,
  ],
};

const NOURISHMENT = [
  'Start the day with a glass of warm water, perhaps with a slice of fresh ginger or lemon.',
  'Build meals around seasonal vegetables, whole grains and a good source of protein.',
  'Favour warm, cooked foods when you feel run down or stressed.',
  'Add comforting spices such as turmeric, cumin and cinnamon.',
  'Make lunch your main meal, when digestion is strongest, and keep dinner light.',
];

export const NUTRITION_UPDATE: NewsletterTemplateSpec = {
  subjects: ['Health & Nutrition Update: {Kw}', 'What to know about {kw} now', 'Nourish yourself: {Kw}'],
  previews: ['What is new in {kw}, and seasonal food ideas.', 'Evidence, tradition and simple food ideas on {kw}.'],
  build: ({ r, theme, news, cta }) => [
    { kind: 'paragraph', text: r('Food, rest and movement work as a team, and this month we are looking at {kw} through that lens, with everyday life in mind.') },
    { kind: 'heading', text: r("What's New in {Kw}") },
    { kind: 'paragraph', text: theme(SCIENCE_THEME, 3).join(' ') },
    { kind: 'heading', text: 'Seasonal Nourishment' },
    { kind: 'list', items: NOURISHMENT },
    ...(news.length > 0 ? [{ kind: 'heading' as const, text: r('News From {business}') }, ...news] : []),
    { kind: 'paragraph', text: theme(BENEFITS_THEME, 2).join(' ') },
    { kind: 'paragraph', text: 'As always, speak with your doctor or a health professional before making big changes to your diet or health routine.' },
    cta,
  ],
};
