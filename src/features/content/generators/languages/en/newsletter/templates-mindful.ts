// Mindfulness Monday, Self-Care Sunday, Motivation & Inspiration.

import { GENERAL_THEME } from '../themes/home-general.ts';
import { MINDSET_THEME } from '../themes/studio-mindset.ts';
import { WHY_THEME } from '../themes/why-benefits.ts';
import type { NewsletterTemplateSpec } from '../../../newsletter/template-spec.ts';

export const MINDFULNESS_MONDAY: NewsletterTemplateSpec = {
  subjects: ['Mindfulness Monday: {Kw}', 'Begin the week with {kw}', 'A mindful start: {Kw}'],
  previews: ['A five-minute practice and a journal prompt on {kw}.', 'One breath, one intention, one small practice for Monday.'],
  build: ({ r, theme, news, cta }) => [
    { kind: 'paragraph', text: 'Happy Monday. Before you dive into the week, take one slow breath with us.' },
    { kind: 'heading', text: "This Week's Intention" },
    { kind: 'paragraph', text: [r('This week, we invite you to bring {kw} into the small moments: the first sip of tea, the walk to work, the pause before you reply.'), ...theme(MINDSET_THEME, 2)].join(' ') },
    { kind: 'heading', text: 'A Five-Minute Practice' },
    {
      kind: 'list',
      items: [
        'Sit comfortably and close your eyes, or soften your gaze.',
        'Take five slow breaths, making each exhale a little longer than the inhale.',
        r('Bring {kw} to mind and notice what you feel in your body.'),
        'Choose one word to carry with you into the week.',
        'Open your eyes and move gently back into your day.',
      ],
    },
    { kind: 'heading', text: 'Journal Prompt' },
    { kind: 'quote', text: r('What would make this week feel {adj} and meaningful?') },
    ...(news.length > 0 ? [{ kind: 'heading' as const, text: r('News From {business}') }, ...news] : []),
    cta,
  ],
};

export const SELF_CARE_SUNDAY: NewsletterTemplateSpec = {
  subjects: ['Self-Care Sunday: {Kw}', 'Your Sunday ritual: {kw}', 'Slow down this Sunday with {kw}'],
  previews: ['A gentle Sunday ritual and a few words on {kw}.', 'Five small acts of self-care for a slower Sunday.'],
  build: ({ r, theme, news, cta }) => [
    { kind: 'paragraph', text: r("It is Sunday, and that means slowing down. Today's letter is a small, unhurried read about {kw}.") },
    { kind: 'heading', text: 'Your Self-Care Ritual' },
    {
      kind: 'list',
      items: [
        'Make a warm drink and enjoy it without your phone.',
        'Step outside for ten minutes of fresh air and daylight.',
        r('Give yourself a few quiet minutes of {kw}.'),
        'Write down three things you are grateful for.',
        'Go to bed half an hour earlier than usual.',
      ],
    },
    { kind: 'heading', text: 'A Permission Slip' },
    { kind: 'quote', text: 'You are allowed to rest, to say no, and to put your own wellbeing first.' },
    { kind: 'paragraph', text: theme(WHY_THEME, 2).join(' ') },
    ...news,
    cta,
  ],
};

export const MOTIVATION: NewsletterTemplateSpec = {
  subjects: ['A little motivation for your week: {Kw}', 'You can do hard things: {Kw}', 'Motivation & Inspiration: {Kw}'],
  previews: ['A thought for the week and three reminders.', 'Words of encouragement on {kw}.'],
  build: ({ r, theme, news, cta }) => [
    { kind: 'quote', text: r('Every meaningful change begins with a single step, and yours can begin today.') },
    ...(news.length > 0
      ? [{ kind: 'heading' as const, text: r('News From {business}') }, ...news]
      : [{ kind: 'heading' as const, text: 'A Thought for the Week' }, { kind: 'paragraph' as const, text: r('Change rarely arrives all at once. It grows from small choices, repeated, and {kw} is one you can make today.') }]),
    { kind: 'heading', text: 'Three Reminders for the Week' },
    { kind: 'list', items: [...theme(MINDSET_THEME, 2), ...theme(GENERAL_THEME, 1)] },
    { kind: 'paragraph', text: r('Whatever this week brings, remember that your {journey} is yours, and every step counts.') },
    cta,
  ],
};
