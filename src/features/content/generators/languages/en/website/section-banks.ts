// Which English sentences a page section draws on, chosen from the words of its
// H2: website-only banks (teachers, testimonials, pricing, story, questions) and
// the topic themes.

import { GENERAL_THEME, HOME_THEME } from '../themes/home-general.ts';
import { MISTAKES_THEME } from '../themes/mistakes-science.ts';
import { ROUTINE_THEME, START_THEME } from '../themes/start-routine.ts';
import { MINDSET_THEME, STUDIO_THEME } from '../themes/studio-mindset.ts';
import { BENEFITS_THEME, WHY_THEME } from '../themes/why-benefits.ts';
import { APPROACH, FIRST_VISIT, WHY_US } from './section-sentences.ts';

const TEAM = [
  'Our teachers and practitioners bring years of training in {specialty} and {specialty2}.',
  'Each member of our team has completed recognised professional training and continues to learn every year.',
  'What unites them is a genuine care for every person who walks through our door.',
  'They take time to learn your goals, your history and what makes you feel at ease.',
  'Classes are kept small so that your teacher can offer clear, personal guidance.',
  'Many of our team first came to {kw} looking for balance in their own lives, and that experience shapes how they teach.',
  'You will always know who is guiding you, and you are welcome to ask them anything.',
];

const CLIENTS = [
  'Our clients often tell us they sleep better within the first few weeks.',
  'Many arrive feeling tense and unsure, and leave each session lighter and calmer.',
  'People describe our space as warm, welcoming and free of judgement.',
  'Regulars say the sense of community is what keeps them coming back.',
  'Beginners tell us how relieved they were to find classes that met them where they were.',
  'Busy professionals value the flexible schedule and the way a single session resets their week.',
  'Share your own story with us after your first visit; we love hearing it.',
];

const PRICING = [
  'You are welcome to ask about prices before you book; we are happy to explain each option.',
  'If you are unsure which option suits you, send us a message and we will help you choose.',
  'We would rather you choose what fits your week than feel pressured into a commitment.',
  'Ask us about the prices of our {service} and {service2}.',
  'Whatever you choose, you will know what you are paying for before you begin.',
];

const STORY = [
  '{Business} began with a simple idea: wellbeing should feel welcoming, not intimidating.',
  'What started as a few classes in a small room has grown into a community we are proud of.',
  'Our approach is shaped by {specialty}, by our teachers and by everyone who practises with us.',
  'We still believe in the same things we did on day one: care, quality and a warm welcome.',
  'Every decision we make starts with one question: will this help our clients feel better?',
  "We are grateful to be part of so many people's {journey}.",
];

const QUESTIONS = [
  'Do I need experience? Not at all; every session can be adapted for complete beginners.',
  'What should I bring? Comfortable clothing and a bottle of water; we provide everything else.',
  'How often should I come? Two sessions a week is a wonderful start, and even one makes a difference.',
  'Can I join if I have an injury? Yes; let us know beforehand and we will adapt the session safely.',
  'How do I book? Online, by phone or in person, whichever suits you best.',
  'Is {kw} right for me? If you want to feel calmer, stronger or more balanced, it is worth a try.',
];

type Bank = { words: RegExp; sentences: readonly string[] };

const BANKS: readonly Bank[] = [
  // "Why Yin Yoga Helps You Sleep" is about what a practice does, not about choosing the studio.
  { words: /\b(why|how)\b.*\b(helps?|works?|matters?|supports?|eases?|improves?)\b/i, sentences: [...WHY_THEME.sentences, ...BENEFITS_THEME.sentences] },
  // The sections most pages have draw on the website's own sentences before the shared themes.
  { words: /why (choose|us|come|people|clients)|\bwhy\b.*\bchoose\b|differen|sets us apart/i, sentences: WHY_US },
  { words: /approach|philosophy|how we work|works with you|thinking behind|what guides|\bway\b/i, sentences: APPROACH },
  { words: /first (visit|session|class|time|step)|expect|new to|before your|coming for/i, sentences: FIRST_VISIT },
  { words: /teacher|team|practitioner|meet|who we are/i, sentences: TEAM },
  { words: /client|say|testimonial|review|stories/i, sentences: CLIENTS },
  { words: /pric|membership|package|rate|cost/i, sentences: PRICING },
  { words: /story|about us|history|mission/i, sentences: STORY },
  { words: /question|faq|ask/i, sentences: QUESTIONS },
  { words: /benefit|result/i, sentences: BENEFITS_THEME.sentences },
  { words: /first|expect|how it works|begin|start|journey/i, sentences: START_THEME.sentences },
  { words: /week|routine|schedule|habit/i, sentences: ROUTINE_THEME.sentences },
  { words: /why (choose|us|we|our)|choose|approach|class|service/i, sentences: STUDIO_THEME.sentences },
  { words: /who .* for|right for/i, sentences: WHY_THEME.sentences },
  { words: /home|online/i, sentences: HOME_THEME.sentences },
  { words: /mind|balance|calm|stress/i, sentences: MINDSET_THEME.sentences },
  { words: /myth|mistake/i, sentences: MISTAKES_THEME.sentences },
];

/** The sentence banks for a section, most specific first, with general backups at the end. */
export function banksForHeading(h2: string): (readonly string[])[] {
  const matched = BANKS.filter((bank) => bank.words.test(h2)).map((bank) => bank.sentences);
  return [...matched, STUDIO_THEME.sentences, BENEFITS_THEME.sentences, GENERAL_THEME.sentences];
}
