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
  friendly: ['Quick one from us: {topic}.', 'Some news we are excited to share: {topic}.', 'Fresh from us: {topic}.'],
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

/** Who a post is for ({audience}, short) and from ({business}): every post says it, each post and take in other words. */
export const AUDIENCE_LINES: readonly string[] = [
  'This one is for {audience}, with love from {business}.',
  'All of us at {business} made this one for {audience}.',
  'Shared by {business} with {audience} in mind.',
  '{business} wrote this one with {audience} in mind.',
  'This one is for {audience}, from {business}.',
  'We at {business} hope {audience} find something here to keep.',
];

/** Who a post is from, when the audience is too long to name: each names the studio, so two studios do not say it alike. */
export const FROM_LINES: readonly string[] = [
  'This one comes from all of us at {business}.',
  'The team at {business} wrote this one for you.',
  'A note from {business}, for anyone who needs it this week.',
  'The whole team at {business} sends this with warm wishes.',
  'Written by the team at {business} for the week ahead.',
  '{business} put this together for you.',
  'Shared with care by the team at {business}.',
  'Everyone at {business} hopes this one is useful.',
];

/** Lines that fit any topic and assert nothing about the studio: a post takes one, each post and take another. */
export const TOPIC_BODY: readonly string[] = [
  'Save this post so the details are close at hand.',
  'Share it with someone who would enjoy it.',
  'Questions? Send us a message and we will gladly help.',
  'Tag a friend who could do with this.',
  'Keep this for the week ahead.',
  'Got a question? Drop it in the comments.',
  'Pass this on to anyone who has been meaning to try it.',
  'Reply with anything you would like to know.',
  'Keep this one handy for later.',
  'Know someone this would help? Send it their way.',
  'Tell us in the comments what you would like to hear about next.',
  'Follow along for more posts like this one.',
  'Save it, share it, or send it to a friend who needs a pause.',
  'Ask us anything about it in the comments below.',
  'Come back to this one in a quieter moment.',
  'Send this to the friend you would bring along.',
  'Leave us a comment if this one speaks to you.',
  'Share this with someone who could use it this week.',
  'Pin this somewhere you will see it tomorrow morning.',
  'Screenshot this for the next time your week gets busy.',
  'Send this to the friend who always says they will start next week.',
  'Comment below if you would like more posts like this.',
];

/** Calls to action when the form gives none (the closing mark follows the tone): each names the studio, and each post draws another. */
export const SOCIAL_CALLS_TO_ACTION: readonly string[] = [
  'Book your next session with {business}',
  'Save your spot at {business} for the week ahead',
  'Message {business} to find a time that suits you',
  'Come along to {business} and see how it feels',
  'Reserve your place at {business} for an upcoming session',
  'Pick a session at {business} and we will see you there',
  'Get in touch with {business} to book your first visit',
  'Choose a time that works for you and book it in with {business}',
  'Send {business} a message and we will help you get started',
  'Join us at {business} for a session soon',
  'Drop {business} a line to plan your first session',
  'Find your next session at {business} and book it today',
  'Make a time to visit {business} this month',
  'Say hello to {business} and plan your first visit',
  'Write to {business} with any questions, and book when you are ready',
  'Plan your first visit to {business} this week',
  'Let {business} know when suits you, and we will find you a place',
  'Book a time with {business} that fits your week',
  'Tell {business} what you are looking for, and we will suggest a session',
  'Put a session with {business} in your diary this week',
];

/** The body bank: lines that carry the studio's own words ({kw}, {audience}, {specialty}, {business}) come first in a post; the others fill it. */
export const SOCIAL_BODY: readonly string[] = [
  'For {audience}, even ten minutes of {kw} can shift the whole day.',
  'Small, regular moments of {kw} add up to {benefit}.',
  'Pairing {kw} with {kw2} is one of our favourite combinations.',
  'A few minutes of {kw} is still a few minutes well spent.',
  'If {kw} has been on your list for a while, this could be the week to start.',
  'Make a little time for {kw} this week, and notice how you feel afterwards.',
  '{kw} can be a welcome pause in a full week.',
  'There is no perfect moment to try {kw}; the next free hour will do.',
  'Try {kw} once, then notice how the rest of the day feels.',
  'For {audience}, a regular pause in the week can make a real difference.',
  'Every week looks different for {audience}, so start with what fits yours.',
  'If {specialty} is new to you, one visit is the easiest way to find out what it is like.',
  'Whether it is {specialty} or {specialty2}, the first step is simply to turn up.',
  'We love introducing people to {specialty} for the first time.',
  'We would love to help you find a rhythm that fits your week.',
  'If you are not sure where to begin, we are happy to help you choose.',
  'Try this today: three slow breaths before you open your inbox.',
  'Rest is not a reward; it is part of the {practice}.',
  '[s] Come back to your breath, come back to yourself.',
  '[s] Every session is a small homecoming.',
  '[s] Let the quiet do some of the work.',
  '[p] Block the time in your calendar like any other meeting.',
  '[p] Start with two short sessions a week and build from there.',
  '[p] Set a reminder, pack your bag the night before, and the rest gets easier.',
  '[s] Listen to your body; it knows more than you think.',
  'Your future self will thank you for starting today.',
  'Nobody needs to be an expert to begin.',
  'Notice how you feel before and after; that is the best guide.',
  'Some days call for more effort, others for more rest.',
  'The best routine is the one you can keep.',
  'Make it a habit by giving it a regular slot in your week.',
  'A good week often starts with one hour set aside for yourself.',
  'You do not need a free afternoon, just a little time and some curiosity.',
  'Looking after yourself is easier with a plan and a little company.',
  'Little and often tends to beat long and rare.',
  'The hardest part is usually the first step through the door.',
  'A calmer evening can begin with a slower afternoon.',
  'Progress rarely feels dramatic, yet it shows up over a few weeks.',
  'Comfortable clothes and an open mind are all you need to bring.',
  'A short walk, a glass of water and an early night make a good start.',
  'Your body keeps a record of the rest you give it.',
  'Give the first few sessions time before you judge how it is going.',
  'It is fine to start slowly and keep things simple.',
  'Quiet time is not wasted time.',
  'Leave your phone in your bag and see what changes.',
  'One unhurried hour can reset a whole week.',
];

/** Questions a post ends on: LinkedIn's, and any post's when the tone template asks questions (those about work stay on LinkedIn). */
export const LINKEDIN_QUESTIONS: readonly string[] = [
  'How do you make room for {kw} in a busy week?',
  'What is one habit that helps your team stay well?',
  'Has {kw} made a difference in your working life?',
  'Where could {kw} fit into your week?',
  'What gets in the way of {kw} for you?',
  'What would you like {kw} to change for you?',
  'When did you last set aside an hour for {kw}?',
  'What would make it easier for {audience} to take a proper break?',
  'Which part of your working week could use a pause?',
  'Have you tried {kw} with colleagues, or only on your own?',
  'What would a week with a little more {kw} look like for you?',
  'Is {kw} already part of your week, or still on your list?',
  'What is one thing you have always wanted to ask about {kw}?',
  'How do the {audience} you know make time to rest?',
  'What would you like to see from {business} next?',
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
