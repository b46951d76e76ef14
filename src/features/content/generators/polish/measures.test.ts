// The measures read text as a marketer would: a second take that only swaps a word is
// the same take, a keyword woven with "in" is still the keyword, a phrase glued into a
// hashtag is seen as words.

import { describe, expect, it } from 'vitest';
import {
  densityProblems,
  hashtagProblems,
  hashtagWords,
  headlineProblems,
  openingOf,
  phraseUses,
  sentencesOf,
  sharedSentenceShare,
  stockSentences,
} from './measures.ts';

describe('sentences and shared sentences', () => {
  it('splits lines, sentences and bullets, and keeps numbers with their sentence', () => {
    expect(sentencesOf('Hello Zoë.\n\n• Bring a mat. Arrive at 9.30 am.\nSee you soon!')).toEqual([
      'Hello Zoë.',
      'Bring a mat.',
      'Arrive at 9.30 am.',
      'See you soon!',
    ]);
  });

  it('counts a take that swaps one word as the same take', () => {
    const first = 'Our evening class helps you unwind after work. Each session ends with a long rest.';
    const swapped = 'Our evening class helps you relax after work. Each session ends with a long rest.';
    expect(sharedSentenceShare(first, swapped)).toBe(1);
  });

  it('counts a rewritten take as different', () => {
    const first = 'Our evening class helps you unwind after work. Each session ends with a long rest.';
    const rewritten = 'Tired by six? Come and stretch it out with us on Thursday nights. You leave lighter.';
    expect(sharedSentenceShare(first, rewritten)).toBe(0);
  });

  it('leaves out sentences copied from the inputs and short lines', () => {
    const input = 'Bring a mat and a water bottle.';
    const a = 'Warm regards,\nBring a mat and a water bottle. We start slowly with breath.';
    const b = 'Warm regards,\nBring a mat and a water bottle. The first ten minutes are all about the breath.';
    expect(sharedSentenceShare(a, b, [input])).toBe(0);
    expect(sharedSentenceShare(a, b)).toBe(0.5);
  });

  it('reads a note said to its reader ("her midwife" -> "your midwife") as copied from the inputs', () => {
    const note = 'postnatal class from 8 weeks if her midwife agrees';
    const a = 'Postnatal class from 8 weeks if your midwife agrees. We would love to see you back.';
    const b = 'Postnatal class from 8 weeks if your midwife agrees. Take all the time you need.';
    expect(sharedSentenceShare(a, b, [note])).toBe(0);
    expect(sharedSentenceShare(a, b, ['postnatal class from 12 weeks if her midwife agrees'])).toBe(0.5);
  });
});

describe('keyword density', () => {
  it('finds a keyword woven as a writer would', () => {
    expect(phraseUses('Pilates in Cape Town is for every body. Our Cape Town pilates studio...', 'pilates cape town')).toBe(1);
  });

  it('flags a keyword said three times in 400 words and passes it twice', () => {
    const keyword = 'restorative yoga classes';
    const filler = 'We move slowly and breathe together in a warm room. '.repeat(20);
    expect(densityProblems(`${keyword}. ${filler} ${keyword}. ${filler}`, keyword)).toEqual([]);
    expect(densityProblems(`${keyword}. ${filler} ${keyword}. ${keyword}. ${filler}`, keyword).join()).toMatch(/3 times/);
  });

  it('holds a long topic to under 2.5% of the words: once in 400 words, not twice', () => {
    const topic = 'gentle yoga for new mums returning to exercise';
    const filler = 'We move slowly and breathe together in a warm room. '.repeat(20);
    expect(densityProblems(`${topic}. ${filler} ${filler}`, topic)).toEqual([]);
    expect(densityProblems(`${topic}. ${filler} ${topic}. ${filler}`, topic).join()).toMatch(/3.8% of 416 words/);
  });

  it('leaves a long topic said once alone, even in a short letter, and flags it said twice', () => {
    const topic = 'why slowing down in a yin class can help your sleep, your mood and the way you handle a busy week';
    const filler = 'We move slowly and breathe together in a warm room. '.repeat(14);
    expect(densityProblems(`${topic}. ${filler}`, topic)).toEqual([]);
    expect(densityProblems(`${topic}. ${filler} ${topic}.`, topic).join()).toMatch(/% of/);
  });

  it('flags a short keyword over 2.5% of the words', () => {
    const text = 'Yin yoga is slow. '.repeat(3) + 'We rest in each shape for minutes and let the breath settle. '.repeat(12);
    expect(densityProblems(text, 'yin yoga').join()).toMatch(/%/);
  });

  it('leaves short posts to the post rules', () => {
    expect(densityProblems('Yin yoga tonight. Yin yoga tomorrow. Yin yoga always.', 'yin yoga')).toEqual([]);
  });
});

describe('headlines', () => {
  it('flags a headline over 70 characters carrying a whole field and two stock endings', () => {
    const audience = 'new mums returning to exercise after their first baby';
    const headline = 'Postnatal Pilates for New Mums Returning to Exercise After Their First Baby Made Easy: What You Need to Know';
    const problems = headlineProblems(headline, [audience]).join('\n');
    expect(problems).toMatch(/characters/);
    expect(problems).toMatch(/whole field/);
    expect(problems).toMatch(/stock endings/);
  });

  it('passes a short headline with one stock ending and a short field inside it', () => {
    expect(headlineProblems('Postnatal Pilates for New Mums: What You Need to Know', ['new mums'])).toEqual([]);
  });
});

describe('hashtags', () => {
  it('reads the words of a glued tag', () => {
    expect(hashtagWords('#MorningMobilityForRunnersJourney')).toEqual(['Morning', 'Mobility', 'For', 'Runners', 'Journey']);
    expect(hashtagWords('#HIITClass')).toEqual(['HIIT', 'Class']);
  });

  it('flags glued, long and repeated tags and passes tags a person would use', () => {
    expect(hashtagProblems(['#YinYoga', '#CapeTown', '#MBSR', '#breathwork'])).toEqual([]);
    expect(hashtagProblems(['#MorningMobilityForRunnersJourney'])).toHaveLength(2);
    expect(hashtagProblems(['#restorativeyogaforbeginners'])).toHaveLength(1);
    expect(hashtagProblems(['#YinYoga', '#yinyoga'])).toEqual(['#yinyoga: twice']);
  });
});

describe('stock sentences and openings', () => {
  it('names a sentence said in more than one in five outputs', () => {
    const outputs = Array.from({ length: 10 }, (_, i) => ({ text: `Class ${i} is on a new day this week. ${i < 3 ? 'Small steps add up over time.' : 'Rest well.'}` }));
    expect(stockSentences(outputs)).toEqual([{ sentence: 'Small steps add up over time.', share: 0.3 }]);
    expect(stockSentences(outputs.slice(2))).toEqual([]);
  });

  it('reads an opening as its first four words', () => {
    expect(openingOf('Made for busy parents, from all of us at Lotus. More text.')).toBe('made for busy parents');
  });
});
