// The English words of a reply's answers: what the studio says when the notes do not
// answer a question (what it will confirm), how a fact answers one, and the careful
// shape of an answer about health, which never gives a medical opinion.

import type { ReplyTopic } from '../../../communication/reply-types.ts';
import { ANY_CONCERN, CONFIRMS, MEDICAL_CARE, WORRY_LEADS } from './answer-confirms.ts';
import { frameAnswer } from './answer-frames.ts';

/** A fact the studio gave that answers a question of this topic. */
export const WITH_FACTS: Partial<Record<ReplyTopic, (facts: string) => string>> = {
  time: (facts) => `On timing: ${facts}.`,
  price: (facts) => `The price is ${facts}.`,
  place: (facts) => `You'll find us at ${facts}.`,
  bring: (facts) => `Please bring ${facts}.`,
  booking: (facts) => `To book: ${facts}.`,
};

export const ANSWER_WORDS = {
  confirms: CONFIRMS,
  anyConcern: ANY_CONCERN,
  withFacts: WITH_FACTS,
  medicalCare: MEDICAL_CARE,
  carer: (pregnancy: boolean) => (pregnancy ? 'doctor or midwife' : 'doctor'),
  worryLeads: WORRY_LEADS,
  noNeedToBring: (provided: string) => `No need to bring your own: ${provided.charAt(0).toLowerCase()}${provided.slice(1)}`,
  welcomeWith: (note: string, concern: string) => {
    const fine = /^(?:your\s+|the\s+)?([\p{L} ]+?) (?:is|are) (?:fine|ok|okay|no problem)\.?$/iu.exec(note.trim());
    if (!fine || !concern.toLowerCase().includes(fine[1]!.toLowerCase())) return undefined;
    return `Yes, you are very welcome to come with ${concern}.`;
  },
  reference: (reference: string) => `Thank you for including your booking number, ${reference}.`,
  detailsIntro: 'Here are the details:',
  /** A sentence led in so it no longer follows the one before as the note had them. */
  also: (sentence: string) => `Also, ${/^(?:I|I'm|I'll)\b|^\p{Lu}{2}|^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1)}`,
  detailLine: (label: string, value: string) => `${label}: ${value}`,
  frame: frameAnswer,
};
