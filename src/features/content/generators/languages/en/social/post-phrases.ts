// Short, scroll-stopping English sentences for social posts: hooks per voice (about
// a keyword, about the post's topic, or news with neither), a body bank, LinkedIn's
// closing questions and the words hashtags are made of. No sentence here asserts a
// fact about the studio (levels, teachers' experience, what students say): those come
// from the studio's own words only. Slots: see ../../../shared/slots.ts; {topic} is
// the user's own words for what the post is about, printed as written.

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

/** Hooks for a post about a topic: {topic} stands as a title (after a colon, or alone), never inside a noun phrase. */
export const TOPIC_HOOKS: Record<Voice, readonly string[]> = {
  professional: ['{topic}: here is what you need to know.', 'From {business}: {topic}.', 'Worth a place in your diary: {topic}.'],
  friendly: ['Quick one from us: {topic}.', 'Some news we are excited to share: {topic}.', 'Here it is: {topic}.'],
  inspiring: ['This is your sign: {topic}.', 'Make some room for this one: {topic}.', 'A little invitation from {business}: {topic}.'],
  expert: ['{topic}: the details, in under a minute.', '{topic}, in brief.', 'The essentials: {topic}.'],
  calming: ['Pause for a moment. {topic}.', 'A gentle note from {business}: {topic}.', 'Breathe, and save this: {topic}.'],
  energetic: ['Big news: {topic}!', "It's here: {topic}!", 'Heads up, everyone: {topic}!'],
};

/** Hooks for a post drawn from pasted text alone, with no topic and no keyword. */
export const NEWS_HOOKS: Record<Voice, readonly string[]> = {
  professional: ['An update from {business}.', 'From the {business} team.'],
  friendly: ['Some news from us at {business}!', 'A quick update from {business}.'],
  inspiring: ['A little news from {business}.', 'Something to share from {business}.'],
  expert: ['The details, in brief.', 'An update from {business}, in brief.'],
  calming: ['A gentle note from {business}.', 'A quiet update from {business}.'],
  energetic: ['News from {business}!', 'Heads up from {business}!'],
};

/** Who a post is for ({audience}, short) and from ({business}): one is drawn per post, so posts do not all say it the same way. */
export const AUDIENCE_LINES: readonly string[] = [
  'We wrote this one with {audience} in mind.',
  'We are sharing this with {audience} in mind.',
  'We hope {audience} find something here to keep.',
  'This one is for {audience}, with love from {business}.',
];

/** Who a post is from, when the audience is too long to name. */
export const FROM_LINES: readonly string[] = ['This one comes from all of us at {business}.', 'The team at {business} wrote this one for you.', 'We hope you find something here to keep.'];

/** Lines that fit any topic and assert nothing about the studio: a post takes two, each post and take others. */
export const TOPIC_BODY: readonly string[] = [
  'Save this post so you have the details to hand.',
  'Share it with someone who would enjoy it.',
  'Questions? Send us a message and we will gladly help.',
  'Tag a friend who could do with this.',
  'Keep this for the week ahead.',
  'Got a question? Drop it in the comments.',
  'Pass this on to anyone who has been meaning to try it.',
  'Reply with anything you would like to know.',
  'Keep this one handy for later.',
  'Know someone this would help? Send it their way.',
];

/** Calls to action when the form gives none (the closing mark follows the tone): each post draws another. */
export const SOCIAL_CALLS_TO_ACTION: readonly string[] = [
  'Book your session today',
  'Save your spot for the next session',
  'Message us to find a time that suits you',
  'Come along and see how it feels',
  'Reserve your place for an upcoming session',
  'Pick a session and we will see you there',
  'Get in touch to book your first visit',
  'Choose a time that works for you and book it in',
  'Send us a message and we will help you get started',
  'Join us for a session soon',
];

export const SOCIAL_BODY: readonly string[] = [
  'For {audience}, even ten minutes of {kw} can shift the whole day.',
  'Small, regular moments of {kw} add up to {benefit}.',
  'Our {service} are designed to meet you exactly where you are.',
  'Try this today: three slow breaths before you open your inbox.',
  'Consistency beats intensity, every single time.',
  'Pairing {kw} with {kw2} is one of our favourite combinations.',
  'Rest is not a reward; it is part of the {practice}.',
  '[s] Come back to your breath, come back to yourself.',
  '[s] Every session is a small homecoming.',
  '[p] Block the time in your calendar like any other meeting.',
  '[p] Start with two short sessions a week and build from there.',
  'Listen to your body, it knows more than you think.',
  'Our {service2} are a lovely next step when you want to go deeper.',
  'Your future self will thank you for starting today.',
  'A few minutes of {kw} is still a few minutes well spent.',
  'Nobody needs to be an expert to begin.',
  'Notice how you feel before and after; that is the best guide.',
  'Some days call for more effort, others for more rest.',
  'The best routine is the one you can keep.',
  'Make it a habit by giving it a regular slot in your week.',
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
