import { describe, expect, it } from 'vitest';
import type { FaqItem } from './faq-categories.ts';
import { filterFaq, searchWords } from './faq-filter.ts';
import { FAQ_ITEMS } from './faq-items.ts';

const items: FaqItem[] = [
  {
    id: 'credits',
    question: 'How do credits work?',
    answer: 'Credits reset every month and never roll over.',
    category: 'billing',
    tags: ['allowance'],
  },
  {
    id: 'offline',
    question: 'Can I work offline?',
    answer: 'Drafts are saved on your device and synchronised later.',
    category: 'features',
    tags: ['airplane'],
  },
  {
    id: 'ownership',
    question: 'Who owns my content?',
    answer: 'You own everything you create with the studio.',
    category: 'legal',
    tags: ['copyright'],
  },
  {
    id: 'password',
    question: 'How do I reset my password?',
    answer: 'Use the forgot password link on the sign-in page.',
    category: 'support',
    tags: ['login'],
  },
];

const ids = (found: FaqItem[]) => found.map((item) => item.id);

describe('filterFaq', () => {
  it('matches every item, in order, for an empty or blank query', () => {
    expect(ids(filterFaq(items, '', 'all'))).toEqual(['credits', 'offline', 'ownership', 'password']);
    expect(ids(filterFaq(items, '   ', 'all'))).toEqual(['credits', 'offline', 'ownership', 'password']);
  });

  it('keeps only the chosen category when the query is empty', () => {
    expect(ids(filterFaq(items, '', 'legal'))).toEqual(['ownership']);
    expect(filterFaq(items, '', 'privacy')).toEqual([]);
  });

  it('ignores case', () => {
    expect(ids(filterFaq(items, 'CREDITS', 'all'))).toEqual(['credits']);
    expect(ids(filterFaq(items, 'OffLine', 'all'))).toEqual(['offline']);
  });

  it('finds a word that only a tag contains', () => {
    expect(ids(filterFaq(items, 'airplane', 'all'))).toEqual(['offline']);
    expect(ids(filterFaq(items, 'Copyright', 'all'))).toEqual(['ownership']);
  });

  it('finds a word that only the answer contains', () => {
    expect(ids(filterFaq(items, 'synchronised', 'all'))).toEqual(['offline']);
    expect(ids(filterFaq(items, 'forgot', 'all'))).toEqual(['password']);
  });

  it('requires both the search and the category to match', () => {
    expect(ids(filterFaq(items, 'password', 'support'))).toEqual(['password']);
    expect(filterFaq(items, 'password', 'billing')).toEqual([]);
    expect(filterFaq(items, 'airplane', 'legal')).toEqual([]);
  });

  it('requires every word of the query to match', () => {
    expect(ids(filterFaq(items, 'reset', 'all')).sort()).toEqual(['credits', 'password']);
    expect(ids(filterFaq(items, 'reset password', 'all'))).toEqual(['password']);
  });

  it('ignores question words and forgives a typo in a longer word', () => {
    expect(ids(filterFaq(items, 'How do I work offline?', 'all'))).toEqual(['offline']);
    expect(ids(filterFaq(items, 'pasword', 'all'))).toEqual(['password']);
  });

  it('finds nothing for words that appear nowhere', () => {
    expect(filterFaq(items, 'qzxv', 'all')).toEqual([]);
    expect(filterFaq(items, 'kubernetes', 'all')).toEqual([]);
    expect(filterFaq(items, 'credits banana', 'all')).toEqual([]);
  });
});

describe('filterFaq on the real questions', () => {
  it('finds each question by its own text and by a word of its answer', () => {
    for (const item of FAQ_ITEMS) {
      expect(ids(filterFaq(FAQ_ITEMS, item.question, 'all'))).toContain(item.id);
      const longestWord = [...(item.answer.match(/\p{L}+/gu) ?? [])].sort((a, b) => b.length - a.length)[0] ?? '';
      expect(ids(filterFaq(FAQ_ITEMS, longestWord, 'all')), longestWord).toContain(item.id);
    }
  });

  it('answers typical searches with the right question first', () => {
    expect(ids(filterFaq(FAQ_ITEMS, 'refund', 'all'))[0]).toBe('cancel-or-change');
    expect(ids(filterFaq(FAQ_ITEMS, 'rollover', 'all'))[0]).toBe('credits');
    expect(ids(filterFaq(FAQ_ITEMS, 'Mauritius', 'legal'))).toEqual(['company']);
    expect(ids(filterFaq(FAQ_ITEMS, 'offline', 'features'))).toEqual(['offline']);
  });

  it('finds nothing for gibberish', () => {
    for (const noise of ['qzxv', 'xyzzy', 'asdfgh', 'blorp', 'lorem ipsum', 'kubernetes']) {
      expect(filterFaq(FAQ_ITEMS, noise, 'all'), noise).toEqual([]);
    }
  });
});

describe('searchWords', () => {
  it('drops question words unless nothing else is left', () => {
    expect(searchWords('How do I cancel my plan?')).toEqual(['cancel', 'plan']);
    expect(searchWords('How?')).toEqual(['how']);
    expect(searchWords(' ')).toEqual([]);
  });
});
