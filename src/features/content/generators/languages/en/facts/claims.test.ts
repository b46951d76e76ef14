// Stock sentences a website or an article used to print about any studio: each is a
// claim the studio's own words must make first, and is found when they do not.

import { describe, expect, it } from 'vitest';
import { unfoundedClaims } from '../../../shared/facts/truth.ts';

const PRENATAL = 'Prenatal yoga with Priya. Tue/Thu 9:30am at Lagoon Flow. Rs 600 per class.';

describe('claims only the studio may make', () => {
  it.each([
    ['a free trial', 'Start Your Free Trial'],
    ['a free consultation', 'Take the first step: book a free consultation.'],
    ['a friend for free', 'Bring a Friend for Free'],
    ['online classes', 'You can also try our online group classes if you would like guidance from home.'],
    ['online booking', 'Book online in under a minute and reschedule whenever life gets in the way.'],
    ['no hidden fees', 'We keep pricing simple and transparent, with no hidden fees.'],
    ['everything provided', 'What should I bring? Comfortable clothing; we provide everything else.'],
    ['small classes', 'Classes are kept small so that your teacher can offer clear guidance.'],
    ['what clients say', 'People describe our space as warm, welcoming and free of judgement.'],
    ['what clients notice', 'Many clients describe a calmer response to everyday stress.'],
    ['the teachers\' training', 'Each member of our team has completed recognised professional training.'],
    ['experienced practitioners', 'Every session is led by experienced, caring practitioners.'],
    ['a class for every level', 'You do not need to be flexible, fit or experienced to begin.'],
    ['proven results', 'Evidence-Based Prenatal Yoga for Lasting Results'],
  ])('finds %s the inputs do not give', (_, sentence) => {
    expect(unfoundedClaims({}, sentence, PRENATAL)).toHaveLength(1);
  });

  it('lets the studio say it when its words do', () => {
    expect(unfoundedClaims({}, 'Classes are kept small.', 'Small groups, max 8')).toEqual([]);
    expect(unfoundedClaims({}, 'Join our online classes.', 'Live on Zoom or online every Monday')).toEqual([]);
    expect(unfoundedClaims({}, 'Start your free trial.', 'First week free for new members')).toEqual([]);
  });
});
