import { describe, expect, it } from 'vitest';
import { checkRegexPattern } from './regex-guard.ts';

const refused = (pattern: string) => {
  try {
    checkRegexPattern(pattern);
  } catch (error) {
    return (error as { details: string }).details;
  }
  return null;
};

describe('regex filters', () => {
  it('accepts the patterns people write', () => {
    for (const pattern of ['^yoga', 'retreat$', '(spa|sauna) day', '[A-Z][a-z]+ [0-9]{4}', 'a.*b', '(?:ab)+c', '\\d{3}-\\d{4}', '[[:alpha:]]+', '[]a]x', 'x{2,5}?', 'x{5,}', '{literal}']) {
      expect(refused(pattern), pattern).toBeNull();
    }
  });

  it('refuses what backtracks or blows up', () => {
    const cases: Array<[string, string]> = [
      ['^(a*)(a*)\\2\\1b$', 'backreferences'],
      ['(.{1,200}){1,200}\\1b', 'repetition count'],
      ['(a*)*b', 'group that holds a quantifier'],
      ['((a)+)+', 'group that holds a quantifier'],
      ['(a|aa?)+$', 'group that holds a quantifier'],
      ['a**', 'stacked'],
      ['a{1,50}{1,50}', 'stacked'],
      ['x{1000}', 'repetition count'],
      ['x{101,}', 'repetition count'],
      ['(abcdefghijk){99}', 'expand'],
      ['(?=a*)x', 'lookaround'],
      ['(?<!a)x', 'lookaround'],
      ['(?x)(a #)\n*)*', 'embedded options'],
      ['***:(a*)*', 'director'],
      ['a'.repeat(300), 'longer than'],
      ['[\\]](\\1)', 'backreferences'],
    ];
    for (const [pattern, reason] of cases) expect(refused(pattern), pattern).toContain(reason);
  });
});
