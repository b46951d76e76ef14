// The English words of a reply's answers: what the studio says when the notes do not
// answer a question (what it will confirm), how a fact answers one, and the careful
// shape of an answer about health, which never gives a medical opinion.

import type { ReplyTopic } from '../../../communication/reply-types.ts';
import { frameAnswer } from './answer-frames.ts';

/** What the studio will confirm when the staff's notes do not answer the question. */
export const CONFIRM: Record<ReplyTopic, string> = {
  medical: "I'll talk it through with the team and come back to you with a clear answer.",
  refund: "I'll check what we can do about a refund for you and let you know.",
  price: "I'll confirm the exact price for you.",
  companion: "I'll check whether that's possible and let you know.",
  bring: "I'll send you a short list of what to bring.",
  food: "I'll check the food options for you and let you know.",
  stay: "I'll confirm the room details for you.",
  time: "I'll confirm the exact times for you.",
  place: "I'll send you the address and how to get here.",
  level: "I'll find out which option would suit you best and let you know.",
  booking: "I'll check availability for you and confirm.",
  general: "I'll find out and come back to you on this.",
};

/** The same promises in other words, for the next take of a reply. */
export const ALT_CONFIRM: Record<ReplyTopic, string> = {
  medical: 'Our team will talk this over first, and you will have a proper answer from us.',
  refund: 'Let me look into the refund question and get back to you shortly.',
  price: 'Let me pin down the price, then write back.',
  companion: 'Let me see whether we can arrange that for you.',
  bring: 'A short packing list is on its way to you.',
  food: 'Let me ask the kitchen about the food options.',
  stay: 'Let me double-check the room details first.',
  time: "Let me confirm the exact times, then I'll write back.",
  place: 'Directions and our address will follow shortly.',
  level: 'Let me see which option would suit you most.',
  booking: 'Let me look at what is free, then confirm.',
  general: 'Leave that with me: I will find out and write back shortly.',
};

/** A fact the studio gave that answers a question of this topic. */
export const WITH_FACTS: Partial<Record<ReplyTopic, (facts: string) => string>> = {
  time: (facts) => `On timing: ${facts}.`,
  price: (facts) => `The price is ${facts}.`,
  place: (facts) => `You'll find us at ${facts}.`,
  bring: (facts) => `Please bring ${facts}.`,
  booking: (facts) => `To book: ${facts}.`,
};

export const ANSWER_WORDS = {
  confirm: CONFIRM,
  altConfirm: ALT_CONFIRM,
  withFacts: WITH_FACTS,
  /** A medical question's answer always ends with this: never a diagnosis. */
  medicalCare: (carer: string, take = 0) =>
    take % 2 === 0
      ? `We can't give medical advice, so please be guided by your ${carer}, who knows your situation best.`
      : `We can't give medical advice, and your ${carer} knows your situation best: please check with them before you come.`,
  carer: (pregnancy: boolean) => (pregnancy ? 'doctor or midwife' : 'doctor'),
  worryLead: "Thank you for telling me; that's a very natural thing to wonder about.",
  altWorryLead: 'It is completely understandable to ask about this, and I am glad you did.',
  reference: (reference: string) => `Thank you for including your booking number, ${reference}.`,
  detailsIntro: 'Here are the details:',
  /** A sentence led in so it no longer follows the one before as the note had them. */
  also: (sentence: string) => `Also, ${/^(?:I|I'm|I'll)\b|^\p{Lu}{2}|^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1)}`,
  detailLine: (label: string, value: string) => `${label}: ${value}`,
  frame: frameAnswer,
};
