// The English lines around a newsletter's template, by register (calm, middle, bold)
// and in several versions, one per take: the lead above the button, its label when the
// form names no goal, the sign-off, the team line and the footer's reason for writing.

import type { NewsletterFrameWords } from '../../../newsletter/template-spec.ts';

export const NEWSLETTER_FRAME: NewsletterFrameWords = {
  ctaLeads: {
    calm: [
      'Whenever you feel ready, there is a place for you here.',
      'If this letter found you at the right moment, come and practise with us.',
      'No rush at all: the door stays open for you.',
      'When the week allows, we would love to welcome you in.',
      'If you would like company on the way, we are here.',
      'Come and try it with us, in your own time.',
      'A class can be a quiet hour that belongs only to you.',
    ],
    middle: [
      'Ready to take the next step?',
      'Would you like to put this into practice with us?',
      'If this sparked something, the next step is a small one.',
      'We would love to see you in the studio soon.',
      'Want a hand getting started?',
      'It is easier with a teacher beside you.',
      'This is a good week to try it with us.',
    ],
    bold: [
      "Don't wait for the perfect week: start with this one.",
      'Make this the week you show up for yourself.',
      'You have read it, now go and do it.',
      'Grab a spot while there is still room.',
      'Reading about it is step one; step two is showing up.',
      'Your next session will not book itself.',
      'Put it in the diary before the week fills up.',
    ],
  },
  datedCtaLeads: {
    calm: ['We would love to see you on {when}.', 'There is a place for you on {when}, if you would like it.', 'Come as you are on {when}.'],
    middle: ['Save the date: {when}.', 'Join us on {when}.', 'Put {when} in your diary.'],
    bold: ['Be there on {when}.', 'Lock in {when} now.', 'See you on {when}: bring a friend.'],
  },
  ctaLabels: {
    calm: ['Find a time that suits you', 'Come and practise with us', 'See what is on', 'Choose a class at your pace', 'Plan your next visit', 'See the week ahead', 'Choose a quiet hour', 'Find your way in'],
    middle: ['Book your next session', 'See the timetable', 'Reserve a place', 'Pick a class this week', 'Find your next class', 'See this week', 'Choose a session', 'Browse the classes'],
    bold: ['Book now', 'Claim your spot', 'Get started', 'Take your place', 'Lock in your class', 'Book your session', 'Start this week', 'Count me in'],
  },
  signOffs: {
    calm: ['With warmth,', 'Gently,', 'Take good care,', 'Until next time, be kind to yourself,', 'With love,', 'Softly,', 'Rest well,'],
    middle: ['Warm wishes,', 'See you soon,', 'All the best,', 'Until next week,', 'Best wishes,', 'Speak soon,', 'With thanks,'],
    bold: ['Let’s go,', 'See you soon,', 'Keep going,', 'Onwards,', 'Go get it,', 'Stay strong,', 'Cheering you on,'],
  },
  teams: [
    (business) => `The ${business ?? 'studio'} team`,
    (business) => `Everyone at ${business ?? 'the studio'}`,
    (business) => (business ? `All of us at ${business}` : 'All of us at the studio'),
  ],
  subscribed: [
    (business) => `You are receiving this email because you subscribed to updates from ${business}.`,
    (business) => `You signed up for news from ${business}, which is why this letter reached you.`,
    (business) => `This letter comes to you as a subscriber of ${business}.`,
    (business) => `We send this to everyone who asked for updates from ${business}.`,
    (business) => `You get these letters because you signed up to hear from ${business}.`,
  ],
};
