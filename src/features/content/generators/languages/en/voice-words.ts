// English wording of the brand voice: the tone template's emotional lines and
// questions, the personality's slot values and lead-ins, and the register rules
// (casual voices contract, formal voices expand).

import type { EmotionalTone } from '#domain/brand.ts';
import type { Rewrite, VoiceWords } from '../language-pack.ts';

export const EMOTIONAL_LINES: Record<EmotionalTone, readonly string[]> = {
  encouraging: [
    'You can do this.',
    'Every step counts.',
    'Progress is still progress, however small.',
    'You are further along than you think.',
    'One good session can start a good week.',
    'Be proud of showing up.',
    'Trying is the bravest part.',
    'Keep going at your own pace.',
    'The first few minutes are the hardest, and they pass.',
    'Nobody starts out knowing how; everyone learns by coming back.',
    'A small step this week is still a step forward.',
    'You have already done the hard part by deciding to begin.',
  ],
  calming: [
    'Let it be simple.',
    'There is time.',
    'Breathe out slowly.',
    'Nothing here needs rushing.',
    'Let the day soften a little.',
    'Quiet is good for you.',
    'Ease in gently.',
    'Rest is part of the work.',
    'A slower evening can change the whole of tomorrow.',
    'Let your shoulders drop as you read this.',
    'The rest of the list can wait a little while.',
    'Stillness has a way of sorting things out.',
  ],
  inspiring: [
    'Dream a little bigger.',
    'Your story is unfolding.',
    'The next chapter starts with a choice.',
    'Growth often begins quietly.',
    'Let curiosity lead the way.',
    'You are allowed to change.',
    'Something new is possible.',
    'Small choices shape a life.',
    'Who you are becoming is worth the time it takes.',
    'The life you want is built from ordinary days.',
    'Every practice leaves you a little more yourself.',
    'There is more in you than a busy week lets you see.',
  ],
  authoritative: [
    'The fundamentals matter.',
    'Technique comes first.',
    'Good form protects the body.',
    'Consistency outlasts intensity.',
    'Quality of movement comes before quantity.',
    'A clear plan makes practice safer.',
    'Recovery is part of training.',
    'Sound habits compound.',
    'Results follow the sessions you repeat, not the ones you plan.',
    'The body adapts to what it does most often.',
    'Progress is built on basics done well, week after week.',
    'Rest days are where the work settles in.',
  ],
  friendly: [
    'We are cheering for you.',
    'You are among friends.',
    'We are always happy to hear from you.',
    'Come as you are.',
    'There is always a seat for you.',
    'We love seeing familiar faces.',
    'Say hello any time.',
    'It is good to have you here.',
    'The kettle is always on when you come in.',
    'Bring a friend next time; the more the merrier.',
    'We would love to hear how your week is going.',
    'Our door is open, and so is our inbox.',
  ],
  professional: [
    'Plan, practise, review.',
    'Clarity creates results.',
    'A steady routine pays off.',
    'Clear goals make progress visible.',
    'Small adjustments add up over a quarter.',
    'Good habits need a fixed slot.',
    'Measure what matters to you.',
    'Structure makes consistency easier.',
    'A session in the diary is more likely to happen.',
    'Review what worked last month, then keep it.',
    'The right support saves time and guesswork.',
    'A realistic plan beats an ambitious one you abandon.',
  ],
  nurturing: [
    'You deserve this care.',
    'Rest is allowed.',
    'Be gentle with yourself today.',
    'Your wellbeing matters.',
    'Go easy on yourself.',
    'Looking after yourself is never selfish.',
    'Slow is perfectly fine.',
    'Give yourself the kindness you give others.',
    'You do not have to earn a little time for yourself.',
    'Whatever today held, you can set it down for a while.',
    'Caring for yourself makes room to care for everyone else.',
    'Let this be one small thing you do just for you.',
    'You are allowed to put yourself on the list.',
    'A little softness towards yourself goes a long way.',
  ],
  motivational: [
    'Start today, not someday.',
    'Keep your promise to yourself.',
    'Show up, then show up again.',
    'Your next session is your best chance.',
    'Make this the week it sticks.',
    'Effort today, results tomorrow.',
    'Decide once, then follow through.',
    'Momentum loves a first step.',
    'The hardest part is getting through the door.',
    'Nobody regrets the session they turned up for.',
    'Future you is counting on today.',
    'Waiting for the right moment is how weeks go missing.',
    'Put it in the diary and protect it.',
    'Strong habits are built one ordinary day at a time.',
  ],
};

/** The tone template's reflective questions; {kw} is the practice the text is about. */
export const QUESTIONS = [
  'What would change if you gave {kw} ten minutes a day?',
  'When did you last give yourself permission to slow down?',
  'How would it feel to end each week with more energy than you started it?',
  'What is one small thing that helps you feel like yourself again?',
  'When did you last feel properly rested?',
  'What would you like to feel more of this month?',
  'Where in your week could you find half an hour just for you?',
  'What does your body need most from you right now?',
  'How often do you make time for yourself before everyone else?',
  'What would a calmer week look like for you?',
  'What usually gets in the way when you try to look after yourself?',
  'Which part of your day would you most like to feel different?',
  'How do you want to feel when you go to bed tonight?',
  'What could you let go of this week to make room for rest?',
  'What would it mean to put your own wellbeing first, just for a week?',
  'How might {kw} fit into the week you already have?',
];

export const LEXICON: VoiceWords['lexicon'] = {
  spiritual: { practice: 'sacred practice', benefit: 'a deeper sense of inner harmony', journey: 'journey inward' },
  practical: { practice: 'daily routine', benefit: 'steady, noticeable progress', journey: 'progress' },
  middle: { practice: 'practice', benefit: 'lasting wellbeing', journey: 'journey' },
};

export const PACE: VoiceWords['pace'] = {
  calm: { adj: 'gentle', pace: 'slowly and with care' },
  energetic: { adj: 'energising', pace: 'with energy and purpose' },
  middle: { adj: 'steady', pace: 'at your own pace' },
};

export const LEAD_INS: VoiceWords['leadIns'] = {
  formal: ['Furthermore,', 'In addition,', 'Moreover,', 'Importantly,'],
  casual: ['Plus,', 'And honestly,', 'So,', 'Here is the good part:'],
  middle: ['Also,', 'Beyond that,', 'In practice,', 'Over time,'],
};

/** Words after which "be" is stressed and stays whole: "where you are", "as you are", "who you are". */
const STRESSED_AFTER = '(?<!\\b(?:where|wherever|as|who|whoever|what|whatever|how|however|than|whether)\\s+)';
/** A verb ending its clause stays whole: "...as happy as you are.", "if you will, ...". */
const NOT_LAST = "(?!\\s*(?:[.,;:!?)\\]\"”’—–]|$|(?:and|or|but)\\b))";
/** A past participle: "been", "tried", "made", "already booked". */
const PARTICIPLE =
  "(?:(?:already|just|never|ever|always|also|all|both|recently|finally|probably|only|really|not|now|since)\\s+)*(?:(?!(?:need|seed|speed|bed|red|feed|breed|weed|shed|bleed|deed|sacred|hundred|kindred)\\b)[a-z]+ed|been|done|gone|got|gotten|had|made|seen|found|felt|kept|left|brought|bought|thought|taught|told|heard|held|known|shown|grown|taken|given|written|begun|run|come|become|read|set|put|spent|built|lost|met|paid|said|sat|slept|stood|won|learnt|chosen|fallen|forgotten|worn|driven|eaten|swum|sung|meant|dealt)\\b";
/** "be" contracts as a helping verb ("what you're looking for", "where you're based"), else only where it is not stressed nor last. */
const be = (words: string, contracted: string): Rewrite => [
  new RegExp(`\\b${words}\\b(?=\\s+(?:[a-z]+ing\\b|${PARTICIPLE}))|${STRESSED_AFTER}\\b${words}\\b${NOT_LAST}`, 'gi'),
  contracted,
];

export const CONTRACTIONS: readonly Rewrite[] = [
  be('I am', "I'm"),
  [/\bwill not\b/gi, "won't"],
  [/\bare not\b/gi, "aren't"],
  be('you are', "you're"),
  be('we are', "we're"),
  be('it is', "it's"),
  be('that is', "that's"),
  be('there is', "there's"),
  be('here is', "here's"),
  [/\bdo not\b/gi, "don't"],
  [/\bdoes not\b/gi, "doesn't"],
  [/\bis not\b/gi, "isn't"],
  [/\bcannot\b/gi, "can't"],
  [new RegExp(`\\byou will\\b${NOT_LAST}`, 'gi'), "you'll"],
  [new RegExp(`\\bwe will\\b${NOT_LAST}`, 'gi'), "we'll"],
  [/(?<=^|[.!?]\s+)let us\b/gi, "let's"],
  // "have" contracts only as a helping verb: "you've tried", never "you've to" or "you've a mat".
  [new RegExp(`\\byou have\\b(?=\\s+${PARTICIPLE})`, 'gi'), "you've"],
  [new RegExp(`\\bwe have\\b(?=\\s+${PARTICIPLE})`, 'gi'), "we've"],
];

export const EXPANSIONS: readonly Rewrite[] = [
  [/\bI'm\b/g, 'I am'],
  [/\bwon't\b/gi, 'will not'],
  [/\baren't\b/gi, 'are not'],
  [/\byou're\b/gi, 'you are'],
  [/\bwe're\b/gi, 'we are'],
  [/\bit's\b/gi, 'it is'],
  [/\bthat's\b/gi, 'that is'],
  [/\bthere's\b/gi, 'there is'],
  [/\bhere's\b/gi, 'here is'],
  [/\bdon't\b/gi, 'do not'],
  [/\bdoesn't\b/gi, 'does not'],
  [/\bisn't\b/gi, 'is not'],
  [/\bcan't\b/gi, 'cannot'],
  [/\byou'll\b/gi, 'you will'],
  [/\bwe'll\b/gi, 'we will'],
  [/\blet's\b/gi, 'let us'],
  [/\byou've\b/gi, 'you have'],
  [/\bwe've\b/gi, 'we have'],
];

