import { describe, expect, it } from 'vitest';
import { EN } from '../languages/en/index.ts';
import { mentionsAllowed, referBack } from './refer-back.ts';

const words = EN.voice.referBack;
const refer = (texts: string[], phrase: string, keep: number) => referBack(texts, phrase, { keep, references: words.practice, words });

describe('referring back to a topic', () => {
  it('keeps the first mentions and turns the later ones into a reference, capitalised at a sentence start', () => {
    const out = refer(['Yin yoga is slow. We love yin yoga.', 'Yin yoga suits evenings.'], 'yin yoga', 1);
    expect(out).toEqual(['Yin yoga is slow. We love this practice.', 'The practice suits evenings.']);
  });

  it('refers back to a goal or a concern as the text wrote it, never leaving half of it behind', () => {
    const out = refer(['Better digestion matters.', 'Kindness makes better digestion easier.', 'Relief from stress helps.'], 'digestion', 1).join(' ');
    expect(out).toBe('Better digestion matters. Kindness makes this practice easier. Relief from stress helps.');
    const stress = refer(['Relief from stress helps.', 'Pairing relief from stress with rest works.'], 'stress', 1).join(' ');
    expect(stress).toBe('Relief from stress helps. Pairing this practice with rest works.');
    expect(stress).not.toMatch(/relief from (this|the) practice/i);
  });

  it('reads a place woven with "in" as the same mention', () => {
    const out = refer(['Yoga in Cape Town is lovely.', 'Try yoga in Cape Town soon.'], 'yoga Cape Town', 1);
    expect(out[1]).toBe('Try this practice soon.');
  });

  it('refers back after a quantifier with "of", never as "a little the practice"', () => {
    const out = refer(['Yin yoga is slow.', 'A little yin yoga, done often, can do a lot.', 'Adding some yin yoga on other days helps.'], 'yin yoga', 1);
    expect(out.slice(1)).toEqual(['A little of this practice, done often, can do a lot.', 'Adding some of the practice on other days helps.']);
  });

  it('refers back to a plural mention in the plural, so its verb still agrees', () => {
    const out = refer(['Sound baths are restful.', 'Sound baths are worth your time.', 'Why sound baths help is simple.'], 'sound baths', 1);
    // Before: "This practice are worth your time."
    expect(out.slice(1)).toEqual(['These sessions are worth your time.', 'Why the sessions help is simple.']);
  });

  it('allows two mentions per 300 words, under 2.5% of the words, and always one', () => {
    expect(mentionsAllowed(300, 2)).toBe(2);
    expect(mentionsAllowed(1500, 1)).toBe(10);
    expect(mentionsAllowed(40, 12)).toBe(1);
  });
});
