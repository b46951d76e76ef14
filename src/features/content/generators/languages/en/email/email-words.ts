// The English words of a marketing email around its campaigns' takes: the call
// to action a goal suggests, closers for announcements, greeting and sign lines.

import type { EmailWords } from '../../language-pack.ts';
import type { Voice } from '../../../shared/voice.ts';
import { CAMPAIGN_TAKES } from './campaign-takes.ts';
import { EMAIL_REGISTERS } from './email-registers.ts';
import { keyFacts, respectFacts } from './key-facts.ts';

/** A call to action that fits the goal, when the form leaves it empty; none when the campaign's usual one fits. */
function goalCta(goal: string): string | undefined {
  if (/retreat|workshop|event|course/i.test(goal)) return 'Reserve your place';
  if (/shop|product|buy|order/i.test(goal)) return 'Shop now';
  if (/review|feedback|survey/i.test(goal)) return 'Share your feedback';
  return undefined;
}

/** Closers for an announcement, per voice: two each, so a second take closes differently. */
const ANNOUNCE_CLOSERS: Record<Voice, readonly string[]> = {
  professional: ['We look forward to welcoming you.', 'If you have any questions, simply reply to this email.'],
  friendly: ["We can't wait to see you.", 'Any questions? Just hit reply; a real person will answer.'],
  inspiring: ['Your next step is waiting for you.', 'We would love to share it with you.'],
  expert: ['We look forward to guiding you.', 'If you have questions first, reply and one of our practitioners will answer.'],
  calming: ['There is no rush; we will be here when you are ready.', 'We look forward to seeing you, whenever suits you.'],
  energetic: ["Let's make it happen!", 'See you there!'],
};

/** Closers for an announcement with a date: the event is on that day, not whenever suits. */
const DATED_CLOSERS: Record<Voice, readonly string[]> = {
  professional: ['We look forward to welcoming you on {when}.', 'If you have any questions before {when}, simply reply to this email.'],
  friendly: ["We'd love to see you on {when}!", 'Any questions before {when}? Just hit reply; a real person will answer.'],
  inspiring: ['We would love to see you there on {when}.', 'Your next step is {when}, and we would love to take it with you.'],
  expert: ['We look forward to guiding you on {when}.', 'If you have questions before {when}, reply and we will answer.'],
  calming: ['We look forward to seeing you on {when}.', 'We look forward to being with you on {when}.'],
  energetic: ['See you on {when}!', "Let's make {when} one to remember!"],
};

export const EMAIL_WORDS: EmailWords = {
  takes: CAMPAIGN_TAKES,
  registers: EMAIL_REGISTERS,
  goalCta,
  announceClosers: ANNOUNCE_CLOSERS,
  datedClosers: DATED_CLOSERS,
  greeting: 'Hi {{first_name}},',
  team: (business) => `The team at ${business}`,
  detailsTitle: 'The details:',
  callToAction: (cta, link) => (link ? `→ ${cta}: ${link}` : `→ ${cta}`),
  postscript: (lines) => `P.S. ${lines.join(' ')}`,
  keyFacts,
  respectFacts,
};
