// The fixed parts of a blog article around its themed sections: the conclusion's
// heading and the call to action per voice, several of each so the seed can choose.

import type { Voice } from '../../../shared/voice.ts';

export const CONCLUSION_HEADINGS: Record<Voice, readonly string[]> = {
  professional: ['Key Takeaways', 'The Essentials in Brief', 'What to Remember'],
  friendly: ['Wrapping Up', 'Before You Go', 'Over to You'],
  inspiring: ['Your Next Step', 'Where to Go From Here', 'The Journey Ahead'],
  expert: ['Conclusion', 'In Summary', 'What the Evidence Suggests'],
  calming: ['A Gentle Closing Thought', 'A Quiet Word to Close', 'Resting Here for Now'],
  energetic: ['Time to Get Started', 'Your Move', "Let's Do This"],
};

/** Every call to action names the studio and asks the reader to book, join or visit ({service}: the studio's own). */
export const CALLS_TO_ACTION: Record<Voice, readonly string[]> = {
  professional: [
    'If you would like expert guidance, {business} offers {service} and {service2} designed to help you begin with confidence. Book your first session today.',
    'When you are ready for structured support, {business} can help: book a session in our {service} and we will build a plan that fits your week.',
    'For guidance tailored to your goals, join us at {business}, where our {service} and {service2} give you a clear place to start.',
  ],
  friendly: [
    'Want some company along the way? Come and say hello at {business}; our {service} are a lovely place to start, and we would love to meet you.',
    'Would you like to try it with us? Book a spot in our {service} at {business} and bring your questions; we are always happy to chat.',
    'If you would like a friendly face to start with, {business} is here. Join us for {service} whenever it suits you.',
  ],
  inspiring: [
    'Take the first step today: join us at {business} for {service} and discover what you are truly capable of.',
    'Your next chapter can start this week. Book your place in our {service} at {business} and see where it leads.',
    'When you are ready to begin, {business} would be glad to walk beside you. Join us for {service} and make it yours.',
  ],
  expert: [
    'To build an evidence-informed practice with support, join our {service} at {business}.',
    'For a programme grounded in evidence and adapted to you, book a session in our {service} at {business}.',
    'If you want informed guidance from the start, {business} offers {service} and {service2}; book when you are ready.',
  ],
  calming: [
    'When you feel ready, we would be honoured to welcome you to {business}. Our {service} offer a calm, supportive space to begin.',
    'Whenever the time feels right, you are welcome at {business}. Book a place in our {service} and arrive just as you are.',
    'There is no hurry. When you would like company on the way, join us at {business} for {service}.',
  ],
  energetic: [
    'Ready to go? Book your spot in our {service} at {business} today and feel the difference for yourself!',
    'Why wait? Join us at {business} for {service} and get moving this week!',
    'Let us make it happen: book your first session in our {service} at {business} now!',
  ],
};

/** The call to action when the voiced one would name a service the profile does not give. */
export const PLAIN_CALLS_TO_ACTION: readonly string[] = [
  'If you would like some guidance along the way, we would love to welcome you at {business}.',
  'Whenever you would like support, you are warmly welcome to join us at {business}.',
  'If a guided start would help, book a first session at {business} and tell us what you are hoping for.',
  'When you are ready to try it with someone guiding you, {business} would be glad to welcome you.',
  'Questions are a fine place to begin: get in touch with {business}, and book when it suits you.',
  'Should you want company on the way, join us at {business}; we will meet you where you are.',
];

export const RELATED_KEYWORDS_LINES: readonly string[] = [
  'If you want to go further, you may also enjoy exploring {related}.',
  'Once this feels familiar, {related} can be a natural next step.',
  'For another angle on the same ground, look into {related}.',
  'Curious to read more? You may find {related} well worth exploring too.',
];

/** Questions that speak to the reader's own week; {kw} and {audience} keep them the article's own. */
export const INTRO_QUESTIONS: readonly string[] = [
  'What would your week look like with one unhurried hour of {kw} in it?',
  'When did you last finish a day feeling rested rather than drained?',
  'What is the one thing that keeps you from starting {kw}?',
  'How much of your day belongs to you, and how much to everyone else?',
  'What would it mean to look after yourself as carefully as you look after others?',
  'If your body could ask you for one thing this week, what would it be?',
];
