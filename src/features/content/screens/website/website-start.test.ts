import { describe, expect, it } from 'vitest';
import { fromBrief, fromSource } from './website-start.ts';

describe('a website page started from a brief', () => {
  it('describes the page by the brief\'s title and key message, for its audience', () => {
    expect(
      fromBrief({ title: 'Prenatal yoga in Grand Baie', key_message: 'Gentle classes for every trimester', audience: 'mums-to-be', price: 'Rs 600' }),
    ).toEqual({ pageAbout: 'Prenatal yoga in Grand Baie. Gentle classes for every trimester.', targetAudience: 'mums-to-be' });
  });

  it('leaves the form as it is for an empty brief, instead of blanking what the user typed', () => {
    expect(fromBrief({ title: '  ', audience: '' })).toEqual({});
  });
});

describe('a website page started from another piece', () => {
  it('takes the whole text as the page description, so none of its facts is lost', () => {
    const content = 'Tue/Thu 9:30am at Lagoon Flow.\nRs 600 per class.\nBook on WhatsApp +230 5712 3456.';
    expect(fromSource({ title: 'Prenatal yoga', content })).toEqual({ pageAbout: `Prenatal yoga\n${content}` });
  });
});
