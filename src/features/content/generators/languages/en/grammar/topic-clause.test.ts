// A topic typed as a sentence is about its subject: its short form is that noun phrase,
// never the clause cut after its verb ("How Gentle Stretching Helps"), and its tags are
// noun phrases, never a verb or a question word (#HelpsYou, #WhatHappens).

import { describe, expect, it } from 'vitest';
import { clauseSubject, topicPhrases } from './topic-clause.ts';

describe('the subject of a topic typed as a clause', () => {
  it('is the noun phrase before the verb, without what qualifies it', () => {
    expect(clauseSubject('How gentle stretching after work helps you unwind')).toBe('gentle stretching');
    expect(clauseSubject('Why cold water swimming boosts your mood')).toBe('cold water swimming');
    expect(clauseSubject('Our autumn yin workshop opens for bookings')).toBe('Our autumn yin workshop');
    expect(clauseSubject("Ravi's breathwork circles are moving to Thursdays")).toBe("Ravi's breathwork circles");
    expect(clauseSubject('Why reformer Pilates builds core strength')).toBe('reformer Pilates');
  });

  it('is what the verb is about when a question word is the subject', () => {
    expect(clauseSubject('What happens at a sound healing session')).toBe('a sound healing session');
  });

  it('is none for a topic that names a thing or an action, not a clause', () => {
    for (const topic of ['Yin yoga for tight hips', 'Building a calmer morning routine', 'Stretches that help runners recover', 'How to keep moving through winter', 'Pilates moves you can do at home', 'Gentle yoga for new mums returning to exercise', 'Preparing your body and mind for the cooler season']) {
      expect(clauseSubject(topic), topic).toBeUndefined();
    }
  });
});

describe('the phrases a topic is tagged by', () => {
  it('are the topic itself when it names a thing', () => {
    expect(topicPhrases('Yin yoga for tight hips')).toEqual(['Yin yoga for tight hips']);
  });

  it('are the noun phrases of a clause or a question, never its verb, question word or a pair across two phrases', () => {
    const cases: [string, string[]][] = [
      ['How gentle stretching after work helps you unwind', ['gentle stretching']],
      ['Why cold water swimming boosts your mood', ['cold water swimming']],
      ['What happens at a sound healing session', ['sound healing session']],
      ["Ravi's breathwork circles are moving to Thursdays", ['breathwork circles']],
    ];
    for (const [topic, expected] of cases) {
      const phrases = topicPhrases(topic);
      expect(phrases[0], topic).toBe(expected[0]);
      expect(phrases.join(' | '), topic).not.toMatch(/\b(?:how|why|what|helps|boosts|happens|are|moving|unwind)\b/i);
    }
  });
});
