// The fixed parts of a blog article around its themed sections: introduction
// lines, closing lines, and the call to action per voice.

import type { Voice } from '../../../shared/voice.ts';

export const INTRO_LINES: readonly string[] = [
  'In this article, we explore what {kw} really involves, why it matters for {audience}, and how to begin in a way that feels {adj} and sustainable.',
  'Whether you are completely new to {kw} or returning after a break, you will find ideas you can use this week.',
  'We will also share how we approach it at {business}, drawing on our experience with {specialty} and {specialty2}.',
  '[s] Think of what follows as an invitation to slow down and listen to what your body and spirit are asking for.',
  '[p] Expect practical steps, realistic timelines and no jargon.',
];

/** A second introduction, for the next variant: it opens from the reader's week instead of the article's plan. */
export const INTRO_LINES_ALT: readonly string[] = [
  'Most of the {audience} we meet tell us the same thing: they know {kw} would help, but they are not sure where it fits.',
  'This guide keeps things simple and shows how {kw} can fit into an ordinary week.',
  'Each section stands on its own, so you can read the part you need today and come back for the rest.',
  'Along the way, our teachers at {business} share what they have seen work for real people.',
  '[s] Read it slowly, and notice which ideas feel like an invitation rather than a task.',
  '[p] You will find clear steps, honest time estimates and nothing you need to buy.',
];

/** A second conclusion, for the next variant. */
export const CONCLUSION_LINES_ALT: readonly string[] = [
  'If you take only one thing from this guide, let it be this: a little {kw}, done often, beats a lot done rarely.',
  'Choose the idea that felt easiest and try it three times this week.',
  'Notice what changes, however small, and write it down.',
  'Progress with {kw} rarely looks dramatic from the inside, yet it adds up.',
  '[s] Let your practice be a place you return to, not a test you have to pass.',
  '[p] Set a reminder for four weeks from now and compare how you feel.',
  'A plan that fits a real week will carry you further than a perfect one.',
  'Keep the next step small enough that you can take it today.',
  'Give it a month before you judge what it is doing for you.',
  'The habit matters more than any single session, so protect it.',
  '[s] Come back to it whenever you need a softer pace.',
  '[p] Write down one measure of progress and check it each week.',
];

export const CONCLUSION_LINES: readonly string[] = [
  '{kw} is not a quick fix, but it can be one of the kindest and most effective habits you ever build.',
  'Start small, stay curious and let the benefits unfold {pace}.',
  'Remember that every experienced practitioner was once a beginner, unsure where to start.',
  'The most important session is simply the next one.',
  '[s] Trust that each moment of practice is planting seeds of {benefit}.',
  '[p] Pick one idea from this article, put it in your calendar and review how you feel in a month.',
  'Missing a day is normal; coming back is what builds the habit.',
  'Bring your questions to your next class, because a teacher can tailor the details.',
  'Let the first few weeks be about learning, not about results.',
  'What feels awkward now usually feels familiar within a month.',
  '[s] Be patient with yourself, and let the practice meet you where you are.',
  '[p] Choose a regular time slot, because routine makes progress easier to see.',
];

export const CONCLUSION_HEADINGS: Record<Voice, string> = {
  professional: 'Key Takeaways',
  friendly: 'Wrapping Up',
  inspiring: 'Your Next Step',
  expert: 'Conclusion',
  calming: 'A Gentle Closing Thought',
  energetic: 'Time to Get Started',
};

export const CALLS_TO_ACTION: Record<Voice, string> = {
  professional:
    'If you would like expert guidance, {business} offers {service} and {service2} designed to help you begin with confidence. Book your first session today.',
  friendly:
    'Want some company along the way? Come and say hello at {business}; our {service} are a lovely place to start, and we would love to meet you.',
  inspiring:
    'Take the first step today: join us at {business} for {service} and discover what you are truly capable of.',
  expert:
    'To build an evidence-informed practice with support, join our {service} at {business}.',
  calming:
    'When you feel ready, we would be honoured to welcome you to {business}. Our {service} offer a calm, supportive space to begin.',
  energetic:
    'Ready to go? Book your spot in our {service} at {business} today and feel the difference for yourself!',
};

export const PLAIN_CALL_TO_ACTION = 'If you would like some guidance along the way, we would love to welcome you at {business}.';

export const RELATED_KEYWORDS_LINE = 'If you want to go further, you may also enjoy exploring {related}.';
