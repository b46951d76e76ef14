import { describe, expect, it } from 'vitest';
import { fromBrief, fromSource } from './blog-start.ts';

describe('a blog article started from a brief', () => {
  it('focuses on the brief\'s title, for its audience, carrying its key message', () => {
    expect(fromBrief({ title: 'Yin & sleep workshop', audience: 'light sleepers', key_message: 'Two hours to learn to switch off', price: 'Rs 800' })).toEqual({
      keywords: ['Yin & sleep workshop'],
      targetAudience: 'light sleepers',
      details: 'Two hours to learn to switch off',
    });
  });

  it('leaves the form as it is for an empty brief', () => {
    expect(fromBrief({ title: ' ', audience: '' })).toEqual({});
  });
});

describe('a blog article started from another piece', () => {
  it('carries the whole text as the details, so none of its facts is lost', () => {
    const content = 'Sat 14 March 2-4pm.\nRs 800.\nWhatsApp +230 5712 3456.';
    expect(fromSource({ title: 'Yin workshop', content })).toEqual({ details: `Yin workshop\n${content}` });
  });
});
