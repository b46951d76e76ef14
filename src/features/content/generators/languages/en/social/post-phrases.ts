// Short, scroll-stopping English sentences for social posts: hooks per voice, a
// body bank, LinkedIn's closing questions and the words hashtags are made of.
// Slots: see ../../../shared/slots.ts.

import type { Voice } from '../../../shared/voice.ts';

export const SOCIAL_HOOKS: Record<Voice, readonly string[]> = {
  professional: [
    'Why {kw} deserves a place in your week.',
    'Three things we have learned about {kw} from working with {audience}.',
    'Here is a simple, sustainable approach to {kw}.',
  ],
  friendly: [
    'Can we talk about {kw} for a second?',
    'Okay, real talk: {kw} changed how our whole community feels.',
    'Quick question: when did you last make time for {kw}?',
  ],
  inspiring: [
    'Your reminder today: {kw} is a gift you can give yourself.',
    'Every big change starts with one small step towards {kw}.',
    'This is your sign to make room for {kw}.',
  ],
  expert: [
    'What the research says about {kw}, in under a minute.',
    'Here are three evidence-backed facts about {kw} worth knowing.',
    'The science of {kw} is more encouraging than you might think.',
  ],
  calming: [
    'Pause for a moment. Breathe. Let us talk about {kw}.',
    'A gentle invitation to slow down with {kw} this week.',
    'Soft mornings and steady breath make room for {kw}.',
  ],
  energetic: [
    "New week, new energy: let's talk {kw}!",
    'Who is ready to level up their {kw} game?',
    'Big news for anyone who loves {kw}!',
  ],
};

export const SOCIAL_BODY: readonly string[] = [
  'For {audience}, even ten minutes of {kw} can shift the whole day.',
  'At {business}, we see it every week: people arrive tense and leave lighter.',
  'You do not need to be flexible, calm or experienced to begin.',
  'Small, regular moments of {kw} add up to {benefit}.',
  'Our {service} are designed to meet you exactly where you are.',
  'Better sleep, a calmer mind and more energy are often the first changes people notice.',
  'Our teachers bring years of {specialty} experience to every session.',
  'Try this today: three slow breaths before you open your inbox.',
  'Consistency beats intensity, every single time.',
  'There is a place for you here, whatever your starting point.',
  'Pairing {kw} with {kw2} is one of our favourite combinations.',
  'Rest is not a reward; it is part of the {practice}.',
  '[s] Come back to your breath, come back to yourself.',
  '[s] Every session is a small homecoming.',
  '[p] Block the time in your calendar like any other meeting.',
  '[p] Start with two short sessions a week and build from there.',
  'Bring a friend; wellbeing is better together.',
  'Listen to your body, it knows more than you think.',
  'Our {service2} are a lovely next step when you want to go deeper.',
  'Your future self will thank you for starting today.',
];

export const LINKEDIN_QUESTIONS: readonly string[] = [
  'How do you make room for {kw} in a busy week?',
  'What is one habit that helps your team stay well?',
  'Has {kw} made a difference in your working life?',
];

/** Hashtag words after the brand's own: one of these follows each keyword, then the pool. */
export const KEYWORD_TAG_SUFFIXES: readonly string[] = ['tips', 'journey', 'community'];

export const WELLNESS_POOL = [
  'Wellness', 'Mindfulness', 'SelfCare', 'WellnessJourney', 'HolisticHealth', 'MindBodySoul', 'Wellbeing',
  'HealthyLiving', 'InnerPeace', 'Breathe', 'SelfLove', 'MentalHealthMatters', 'StressLess', 'MindfulLiving',
  'WellnessCommunity', 'HealthyHabits', 'BalancedLife', 'SlowLiving', 'RestAndRecover', 'Meditation', 'YogaLife',
  'NaturalHealing', 'BodyAndMind', 'DailyRitual', 'WellnessTips', 'FeelGood', 'GoodVibes', 'SelfCareSunday',
  'MindfulMoments', 'HealthyMind', 'WellnessLifestyle', 'Gratitude', 'Breathwork', 'RestIsProductive',
  'WholeBodyHealth', 'CalmMind', 'EverydayWellness', 'NourishYourself', 'LiveWell', 'PeacefulMind',
];
