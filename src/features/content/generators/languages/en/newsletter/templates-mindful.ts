// Mindfulness Monday, Self-Care Sunday, Motivation & Inspiration: each line in versions
// by register (calm, middle, bold), one per take.

import { GENERAL_THEME } from '../themes/home-general.ts';
import { MINDSET_THEME } from '../themes/studio-mindset.ts';
import { WHY_THEME } from '../themes/why-benefits.ts';
import type { NewsletterTemplateSpec } from '../../../newsletter/template-spec.ts';
import { anyRegister } from './newsletter-themes.ts';

const PRACTICE = [
  'Sit comfortably and close your eyes, or soften your gaze.',
  'Take five slow breaths, making each exhale a little longer than the inhale.',
  'Bring {kw} to mind and notice what you feel in your body.',
  'Choose one word to carry with you into the week.',
  'Open your eyes and move gently back into your day.',
  'Rest your hands on your belly and feel it rise and fall.',
  'Let your shoulders drop away from your ears as you breathe out.',
  'Count ten breaths, and start again at one whenever your mind wanders.',
  'Notice three sounds around you without naming them good or bad.',
  'Finish with one kind thought for yourself and one for someone else.',
];

export const MINDFULNESS_MONDAY: NewsletterTemplateSpec = {
  subjects: ['Mindfulness Monday: {Kw}', 'Begin the week with {kw}', 'A mindful start: {Kw}'],
  previews: [
    'A five-minute practice and a journal prompt on {kw}.',
    'One breath, one intention, one small practice for Monday.',
    'A quiet start to the week, in five minutes or less.',
    'An intention, a short practice and one question to sit with.',
    'Before the week gets busy, a few minutes just for you.',
  ],
  build: ({ r, theme, line, items, turn, news, cta }) => [
    {
      kind: 'paragraph',
      text: line({
        calm: ['Happy Monday. Before you dive into the week, take one slow breath with us.', 'Monday is here, softly. Let this letter be a quiet minute before the rush.', 'A gentle hello to start your week: there is no hurry in what follows.'],
        middle: ['Welcome to a new week and a new Mindfulness Monday.', 'Here is your Monday letter: one intention, one practice, one question.', 'A fresh week starts today, and this letter is a short pause at its door.'],
        bold: ['New week, clear head: five minutes is all this takes.', 'Monday is your reset button, so press it.', 'Skip the scroll this morning and start the week on purpose.'],
      }),
    },
    ...turn([
      [
        { kind: 'heading', text: line(anyRegister(["This Week's Intention", 'An Intention for the Week', 'Something to Carry With You'])) },
        {
          kind: 'paragraph',
          text: [
            line({
              calm: ['This week, we invite you to bring {kw} into the small moments: the first sip of tea, the walk to work, the pause before you reply.', 'Let {kw} keep you company in small places this week: a doorway, a queue, a kettle coming to the boil.'],
              middle: ['This week, try bringing {kw} into ordinary moments, from your first coffee to your last email.', 'Our intention for the week is simple: {kw}, a few minutes at a time.'],
              bold: ['Your challenge this week: {kw}, every single day, even for two minutes.', 'Pick one moment a day for {kw} and protect it like a meeting.'],
            }),
            ...theme(MINDSET_THEME, 2),
          ].join(' '),
        },
      ],
      [{ kind: 'heading', text: line(anyRegister(['A Five-Minute Practice', 'Five Minutes for You', 'Five Quiet Minutes', 'Try This Now'])) }, { kind: 'list', items: items(PRACTICE, 5) }],
      [
        { kind: 'heading', text: line(anyRegister(['Journal Prompt', 'A Question to Sit With', 'For Your Journal'])) },
        {
          kind: 'quote',
          text: line({
            calm: ['What would make this week feel {adj} and meaningful?', 'Where in your body do you hold the week before it has even begun?'],
            middle: ['What is one thing you want to notice more this week?', 'What would a good Monday evening look like for you?'],
            bold: ['What is the one thing you will finish this week, no matter what?', 'What have you been putting off that deserves ten minutes today?'],
          }),
        },
      ],
    ]),
    ...(news.length > 0 ? [{ kind: 'heading' as const, text: r('News From {business}') }, ...news] : []),
    cta,
  ],
};

const RITUAL = [
  'Make a warm drink and enjoy it without your phone.',
  'Step outside for ten minutes of fresh air and daylight.',
  'Give yourself a few quiet minutes of {kw}.',
  'Write down three things you are grateful for.',
  'Go to bed half an hour earlier than usual.',
  'Run a warm bath or shower and take your time over it.',
  'Stretch gently for five minutes before getting out of bed.',
  'Cook something simple and eat it sitting down.',
  'Put on a favourite song and let yourself move to it.',
  'Tidy one small corner of your home and leave the rest.',
];

export const SELF_CARE_SUNDAY: NewsletterTemplateSpec = {
  subjects: ['Self-Care Sunday: {Kw}', 'Your Sunday ritual: {kw}', 'Slow down this Sunday with {kw}'],
  previews: [
    'A gentle Sunday ritual and a few words on {kw}.',
    'Five small acts of self-care for a slower Sunday.',
    'A slow Sunday read, and permission to rest.',
    'Small, kind things to do for yourself today.',
    'Put the kettle on: this one is for your day off.',
  ],
  build: ({ theme, line, items, turn, news, cta }) => [
    {
      kind: 'paragraph',
      text: line({
        calm: ["It is Sunday, and that means slowing down. Today's letter is a small, unhurried read about {kw}.", 'Sunday has a softer pace, and so does this letter: a few quiet words on {kw}.'],
        middle: ['Happy Sunday. This week we are looking at {kw} and a few ways to rest well.', 'Sunday is a good day to recharge, and today we are talking about {kw}.'],
        bold: ['Sunday is not for catching up on chores: it is for you, and {kw} is the plan.', 'Rest is part of the work. Today, {kw} is on the menu.'],
      }),
    },
    ...turn([
      [{ kind: 'heading', text: line(anyRegister(['Your Self-Care Ritual', "Today's Ritual", 'Small Acts of Care', 'Five Slow Things'])) }, { kind: 'list', items: items(RITUAL, 5) }],
      [
        { kind: 'heading', text: line(anyRegister(['A Permission Slip', 'You Are Allowed', 'A Gentle Reminder'])) },
        {
          kind: 'quote',
          text: line({
            calm: ['You are allowed to rest, to say no, and to put your own wellbeing first.', 'You may go slowly today, and that is more than enough.'],
            middle: ['You have permission to take a whole afternoon for yourself.', 'Saying no to one plan can mean saying yes to yourself.'],
            bold: ['Cancel one thing this weekend and do not apologise for it.', 'Your rest counts as much as your to-do list, so take it.'],
          }),
        },
      ],
    ]),
    { kind: 'paragraph', text: theme(WHY_THEME, 2).join(' ') },
    ...news,
    cta,
  ],
};

export const MOTIVATION: NewsletterTemplateSpec = {
  subjects: ['A little motivation for your week: {Kw}', 'You can do hard things: {Kw}', 'Motivation & Inspiration: {Kw}'],
  previews: [
    'A thought for the week and three reminders.',
    'Words of encouragement on {kw}.',
    'A little encouragement to carry into the week.',
    'Three reminders and one thought worth keeping.',
    'For the days when getting started feels hard.',
  ],
  build: ({ r, theme, line, turn, news, cta }) => [
    {
      kind: 'quote',
      text: line({
        calm: ['Every meaningful change begins with a single step, and yours can begin today.', 'Growth is quiet work, done a little at a time.', 'Be patient with the part of you that is still learning.'],
        middle: ['The best time to begin was yesterday; the next best is today.', 'Progress is made of ordinary days, added up.', 'You do not need more time, just a first small step.'],
        bold: ['Start before you feel ready.', 'Discipline is remembering what you want.', 'Done beats perfect, every single time.'],
      }),
    },
    ...turn([
      news.length > 0
        ? [{ kind: 'heading' as const, text: r('News From {business}') }, ...news]
        : [
            { kind: 'heading' as const, text: line(anyRegister(['A Thought for the Week', 'Something to Think About', 'Food for Thought', 'Worth Thinking About'])) },
            {
              kind: 'paragraph' as const,
              text: line({
                calm: ['Change rarely arrives all at once. It grows from small choices, repeated, and {kw} is one you can make today.', 'There is no race here, and {kw} can be a gentle thread through your week, picked up whenever you remember.'],
                middle: ['This week we are thinking about {kw}, and how small habits outlast big resolutions.', 'Habits are built on the days you do not feel like it, and {kw} is a good place to start.'],
                bold: ['Stop waiting for Monday motivation: {kw} starts with whatever you do next.', 'Give {kw} a fixed slot this week and see what it gives back.'],
              }),
            },
          ],
      [{ kind: 'heading', text: line(anyRegister(['Three Reminders for the Week', 'Worth Remembering', 'Three Things to Hold On To', 'Keep These in Mind'])) }, { kind: 'list', items: [...theme(MINDSET_THEME, 2), ...theme(GENERAL_THEME, 1)] }],
    ]),
    {
      kind: 'paragraph',
      text: line({
        calm: ['Whatever this week brings, remember that {kw} is yours to return to, and every step counts.', 'Go gently this week: {kw} is not a test you can fail.'],
        middle: ['Whatever this week brings, keep making a little room for {kw}.', 'Remember why you started with {kw}, and let that carry you through the week.'],
        bold: ['Your time for {kw} is waiting. Go and make this week count.', 'No excuses this week: make time for {kw}, do the work, feel the difference.'],
      }),
    },
    cta,
  ],
};
