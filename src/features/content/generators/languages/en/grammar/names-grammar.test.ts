import { describe, expect, it } from 'vitest';
import { EN_NAMES } from '../names/index.ts';
import { fixArticles } from './articles.ts';
import { placeWithIn } from './place-keyword.ts';
import { withArticle } from './phrase.ts';
import { tidyWords } from './polish-words.ts';

describe('articles by sound', () => {
  it('reads acronyms letter by letter unless they are said as a word', () => {
    expect(fixArticles('a MBSR course, an HIIT class, a SUP class and an UK retreat')).toBe('an MBSR course, a HIIT class, an SUP class and a UK retreat');
  });

  it('reads numbers and words by their first sound', () => {
    expect(fixArticles('a 8-week course, a 11am class, an 180-hour training, an one-to-one and a hour')).toBe(
      'an 8-week course, an 11am class, a 180-hour training, a one-to-one and an hour',
    );
    expect(withArticle('MBSR course')).toBe('an MBSR course');
    expect(withArticle('HIIT class')).toBe('a HIIT class');
  });

  it('reads a heading set in capitals word by word, not as acronyms', () => {
    expect(fixArticles('Breathe.\n\nA FIVE-MINUTE PRACTICE\n\n5 TIPS FOR A HOT STONE MASSAGE')).toBe('Breathe.\n\nA FIVE-MINUTE PRACTICE\n\n5 TIPS FOR A HOT STONE MASSAGE');
    expect(fixArticles('A CLASS FOR A HOUR, AN CALM ONE')).toBe('A CLASS FOR AN HOUR, A CALM ONE');
    expect(fixArticles('5 TIPS FOR A MBSR COURSE\n\nA HIIT CLASS, AN ME TIME RITUAL')).toBe('5 TIPS FOR AN MBSR COURSE\n\nA HIIT CLASS, A ME TIME RITUAL');
  });
});

describe('a location keyword woven as a writer would', () => {
  it.each([
    ['pilates cape town', 'Pilates in Cape Town'],
    ['yoga nidra byron bay', 'yoga nidra in Byron Bay'],
    ['cape town yoga', 'yoga in Cape Town'],
    ['hiit classes london', 'HIIT classes in London'],
    ['best spa são paulo', 'best spa in São Paulo'],
    ['sup yoga noosa', 'SUP yoga in Noosa'],
    ['restorative yoga Tamarin', 'restorative yoga in Tamarin'],
    ['Rishikesh yoga retreat', 'yoga retreat in Rishikesh'],
    ['yoga uk', 'yoga in the UK'],
    ['massage near me', 'massage nearby'],
  ])('%s -> %s', (keyword, woven) => {
    expect(placeWithIn(keyword)).toBe(woven);
  });

  it('leaves a practice, a class name and a person alone', () => {
    for (const keyword of ['Yin Yoga', 'Still Water Yoga', 'reformer Pilates', 'yoga with Zoë', 'sound bath', 'prenatal yoga in Leeds']) {
      expect(placeWithIn(keyword)).toBe(keyword);
    }
  });
});

describe('names the pack knows', () => {
  it('puts places, acronyms and proper terms right, never an everyday word that is also a place', () => {
    expect(EN_NAMES.properCase('A Hiit Class in queenstown, grand baie and ubud with reiki')).toBe('A HIIT Class in Queenstown, Grand Baie and Ubud with Reiki');
    expect(EN_NAMES.properCase('a nice sound bath while reading on your mobile')).toBe('a nice sound bath while reading on your mobile');
  });

  it('says a doubled place once', () => {
    expect(tidyWords('Yoga in Cape Town in Cape Town, and retreats in Byron Bay, Byron Bay.')).toBe('Yoga in Cape Town, and retreats in Byron Bay.');
  });
});
