// The polish corpus's own case check: a place, acronym or name written in another
// case or without its accents is caught; capitals throughout (a heading) are not a slip.

import { describe, expect, it } from 'vitest';
import { caseSlips } from './polish-figures.fixture.ts';

describe('the case check of the polish corpus', () => {
  it('catches a place or acronym that lost its case', () => {
    expect(caseSlips('Pilates cape town can help. A Hiit class.', 'Cape Town')).toEqual(['"cape town" for "Cape Town"']);
    expect(caseSlips('A Hiit class and a hiit session.', 'HIIT')).toEqual(['"Hiit" for "HIIT"', '"hiit" for "HIIT"']);
    expect(caseSlips('Book a 1: 1 session.', '1:1')).toEqual(['"1: 1" for "1:1"']);
  });

  it('catches a name without its accents', () => {
    expect(caseSlips('Join Zoe on Saturday.', 'Zoë')).toEqual(['"Zoe" for "Zoë"']);
    expect(caseSlips('Émilie and emilie.', 'Émilie')).toEqual(['"emilie" for "Émilie"']);
  });

  it('accepts the name as written, capitals throughout, and other words that contain it', () => {
    expect(caseSlips('Pilates in Cape Town. NEWS FROM CAPE TOWN. Capetownian food.', 'Cape Town')).toEqual([]);
    expect(caseSlips('Join Zoë. ZOË LEADS. A HIIT class; hiitch is not a word.', 'Zoë')).toEqual([]);
    expect(caseSlips('A HIIT class; whiit is not a word.', 'HIIT')).toEqual([]);
  });
});
