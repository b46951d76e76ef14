// The email's subject and preheader for each take. The first take keeps the subject as
// typed; each later take frames it in the register's words ("Heads up: ..."), a frame
// naming the studio only when the studio has a name the subject does not already carry.
// A subject stays within 70 characters and gains no stock ending, and never two
// colons: a frame before a subject that has its own joins it with a dash.

import { MAX_HEADLINE } from '../shared/headline.ts';
import { takeOf } from '../shared/register.ts';
import { fill, truncateAtWord } from '../shared/text.ts';

/** A colon that joins words, not one inside a time ("10:30"). */
const COLON = /(?<!\d):|:(?!\d)/;

export function takeSubject(typed: string, frames: readonly string[], business: string | undefined, seed: number, take: number): string {
  const subject = truncateAtWord(typed.replace(/\s+/g, ' '), MAX_HEADLINE);
  if (take === 0) return subject;
  const usable = frames.filter((frame) => !frame.includes('{business}') || (business && !subject.toLowerCase().includes(business.toLowerCase())));
  for (let k = 0; k < usable.length; k += 1) {
    const frame = takeOf(usable, seed + k, take - 1) as string;
    const joined = COLON.test(subject) ? frame.replace(/:\s*(?=\{subject\})/, ' – ') : frame;
    const framed = fill(joined, { subject, business: business ?? '' });
    if (framed.length <= MAX_HEADLINE) return framed;
  }
  return subject;
}
