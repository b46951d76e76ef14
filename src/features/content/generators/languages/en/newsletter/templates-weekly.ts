// Weekly Wellness Digest, Wellness Tips & Tricks, Health & Nutrition Update: each line
// in versions by register (calm, middle, bold), one per take.

import { BENEFITS_THEME, WHY_THEME } from '../themes/why-benefits.ts';
import { MISTAKES_THEME, SCIENCE_THEME } from '../themes/mistakes-science.ts';
import { ROUTINE_THEME, START_THEME } from '../themes/start-routine.ts';
import type { NewsletterTemplateSpec } from '../../../newsletter/template-spec.ts';
import { AT_HOME, anyRegister } from './newsletter-themes.ts';

export const WEEKLY_DIGEST: NewsletterTemplateSpec = {
  subjects: ['Your Weekly Wellness Digest: {Kw}', 'This week at {business}: {Kw}', '{Kw}, plus three ideas for a calmer week'],
  previews: [
    'Fresh ideas on {kw}, and news from us.',
    'A short read on {kw} and three things to try.',
    'This week: one focus, three ideas and a tip to keep.',
    'A few minutes of reading, and something to try at home.',
    'Our weekly letter, with ideas you can use straight away.',
  ],
  build: ({ r, theme, line, topicHeading, turn, news, cta }) => [
    {
      kind: 'paragraph',
      text: line({
        calm: ["Welcome to this week's digest from {business}. This edition is all about {kw}.", 'Settle in with a cup of something warm: this week we are spending a little time with {kw}.', 'A slower read for your week, with {kw} at its heart.'],
        middle: ['Here is your weekly digest, and this time the focus is {kw}.', 'This week {business} is sharing ideas on {kw}, plus a few things to try at home.', 'A new week, a new digest: {kw} takes the lead this time.'],
        bold: ['Short on time? Here is {kw} in a few minutes of reading.', 'This week is all about {kw}, and it is easier than you think.', 'Straight to it: {kw}, what works, and what to try first.'],
      }),
    },
    ...turn([
      [topicHeading(anyRegister(["This Week's Focus: {Kw}", 'In Focus: {Kw}', 'A Closer Look: {Kw}'])), { kind: 'paragraph', text: theme(WHY_THEME, 3).join(' ') }],
      [{ kind: 'heading', text: line(anyRegister(['Three Things Worth Trying', 'Try This at Home', 'Small Things to Try', 'Three Ideas for Home'])) }, { kind: 'list', items: theme(AT_HOME, 3) }],
      news.length > 0 ? [{ kind: 'heading' as const, text: r('News From {business}') }, ...news] : [],
    ]),
    { kind: 'heading', text: line(anyRegister(['Tip of the Week', 'One Small Tip', 'Worth Remembering', 'Something to Keep'])) },
    { kind: 'paragraph', text: theme(ROUTINE_THEME, 1).join(' ') },
    cta,
  ],
};

export const TIPS_AND_TRICKS: NewsletterTemplateSpec = {
  subjects: ['5 simple tips for {kw}', 'Wellness Tips & Tricks: {Kw} made easy', 'Try these {kw} tips this week'],
  previews: [
    'Five practical ideas for {kw} and one myth busted.',
    'Small, realistic tips on {kw}.',
    'Five small tips, one myth and nothing you need to buy.',
    'Practical ideas that fit into a normal, busy week.',
    'A handful of tips to try before the weekend.',
  ],
  build: ({ theme, line, topicHeading, turn, news, cta, r }) => [
    {
      kind: 'paragraph',
      text: line({
        calm: ['This week we are sharing a few gentle, practical ideas for {kw}. Take what feels right and leave the rest.', 'Nothing here needs to be done perfectly: these are small, kind ways into {kw}.'],
        middle: ['This week we are sharing our favourite practical tips for {kw}. None of them take more than a few minutes, and all of them work best when repeated.', 'Here are a handful of tips for {kw} that fit into a normal, busy week.'],
        bold: ['Five tips, zero fluff: this is how to get going with {kw}.', 'Want results from {kw}? Start with these, today.'],
      }),
    },
    ...turn([
      [topicHeading(anyRegister(['Five Tips: {Kw}', 'Tips to Try: {Kw}', 'Start Here: {Kw}'])), { kind: 'list', items: [...theme(START_THEME, 2), ...theme(ROUTINE_THEME, 2), ...theme(AT_HOME, 1)] }],
      [{ kind: 'heading', text: line(anyRegister(['Try This Today', 'Something to Try', 'Your Small Experiment'])) }, { kind: 'paragraph', text: theme(AT_HOME, 2).join(' ') }],
      [{ kind: 'heading', text: line(anyRegister(['Myth of the Week', 'A Common Myth', 'Not Quite True', 'What People Get Wrong'])) }, { kind: 'paragraph', text: theme(MISTAKES_THEME, 2).join(' ') }],
    ]),
    ...(news.length > 0 ? [{ kind: 'heading' as const, text: r('News From {business}') }, ...news] : []),
    cta,
  ],
};

const NOURISHMENT = [
  'Start the day with a glass of warm water, perhaps with a slice of fresh ginger or lemon.',
  'Build meals around seasonal vegetables, whole grains and a good source of protein.',
  'Favour warm, cooked foods when you feel run down or stressed.',
  'Add comforting spices such as turmeric, ginger and cinnamon.',
  'Make lunch your main meal, when digestion is strongest, and keep dinner light.',
  'Keep a bowl of fruit where you can see it, and a glass of water beside it.',
  'Try one new vegetable from the market each week.',
  'Eat slowly and put your fork down between bites.',
  'Swap one sugary snack a day for a handful of nuts or seeds.',
  'Cook a big pot of soup or dal on the weekend to carry you through busy days.',
];

export const NUTRITION_UPDATE: NewsletterTemplateSpec = {
  subjects: ['Health & Nutrition Update: {Kw}', 'What to know about {kw} now', 'Nourish yourself: {Kw}'],
  previews: [
    'What is new in {kw}, and seasonal food ideas.',
    'Evidence, tradition and simple food ideas on {kw}.',
    'What the research says, and what to cook this week.',
    'Seasonal food ideas and a little of the science behind them.',
    'Good food, good rest and one thing worth knowing.',
  ],
  build: ({ r, theme, line, topicHeading, items, turn, news, cta }) => [
    {
      kind: 'paragraph',
      text: line({
        calm: ['Food, rest and movement work as a team, and this month we are looking at {kw} through that lens, with everyday life in mind.', 'Nourishing yourself is an act of care, and this month we are gently exploring {kw}.'],
        middle: ['This month our update looks at {kw}: what the research says and how it fits a normal week.', 'Welcome to the health and nutrition update, with {kw} in focus this time.'],
        bold: ['Eat well, feel better: this month we are getting practical about {kw}.', 'Forget the fads. Here is what actually matters about {kw}.'],
      }),
    },
    ...turn([
      [topicHeading(anyRegister(["What's New: {Kw}", 'The Latest: {Kw}', 'What We Know: {Kw}'])), { kind: 'paragraph', text: theme(SCIENCE_THEME, 3).join(' ') }],
      [{ kind: 'heading', text: line(anyRegister(['Seasonal Nourishment', 'Eating With the Season', 'On the Plate This Week'])) }, { kind: 'list', items: items(NOURISHMENT, 5) }],
    ]),
    ...(news.length > 0 ? [{ kind: 'heading' as const, text: r('News From {business}') }, ...news] : []),
    { kind: 'paragraph', text: theme(BENEFITS_THEME, 2).join(' ') },
    {
      kind: 'paragraph',
      text: line({
        calm: ['As always, speak with your doctor or a health professional before making big changes to your diet or health routine.', 'Please check with your doctor before any big change, and move at a pace that feels kind.'],
        middle: ['As always, talk to your doctor or a health professional before big changes to your diet.', 'A quick reminder: your doctor is the right person to ask before changing your diet a lot.'],
        bold: ['One rule before any big change: check with your doctor first.', 'Big change in mind? Run it past your doctor, then go for it.'],
      }),
    },
    cta,
  ],
};
