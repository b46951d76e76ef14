// What a client reply is built from: the client's questions and worries found in her
// message, and the staff's notes read as answers, promises and requests, each with a
// topic so a note finds the question it answers.

import type { Fact } from '../shared/facts/fact-types.ts';

export const REPLY_TOPICS = ['medical', 'refund', 'price', 'companion', 'bring', 'food', 'stay', 'time', 'place', 'level', 'booking', 'general'] as const;

export type ReplyTopic = (typeof REPLY_TOPICS)[number];

/** One question or worry of the client's message; her words are kept only to match notes to it, never printed. */
export type ClientQuestion = {
  /** What it is about, the main one first ("can I get a refund if my doctor says no": refund, medical). */
  topics: ReplyTopic[];
  /** "I'm worried", "I'm nervous": a worry rather than a question. */
  worry: boolean;
  /** A yes-or-no question ("is it ok", "can I"). */
  yesNo: boolean;
  /** Her content words, lower case, to match notes by. */
  words: string[];
  /** Short facts she gave with it (a booking number, a date): these may be printed. */
  facts: Fact[];
  /** The person she is asking about ("your doctor", "your midwife"), when she names one. */
  carer?: string;
  /** Whether it is about a pregnancy. */
  pregnancy: boolean;
  /** What she said of her health, as the reply names it ("your shoulder injury"). */
  concern?: string;
};

/** One part of the staff's notes, as the client reads it. */
export type StaffNote = {
  topics: ReplyTopic[];
  /** `answer`: says something to her; `promise`: what the studio will do; `ask`: what the studio asks of her; `instruction`: to the writer (who signs, reminders), obeyed elsewhere. */
  kind: 'answer' | 'promise' | 'ask' | 'instruction';
  /** The sentence to the client, in the second person; empty for an instruction. */
  text: string;
  yesNo: boolean;
  words: string[];
  /** "Mats provided": it tells her something is there for her, so she need not bring it. */
  provides?: boolean;
};
