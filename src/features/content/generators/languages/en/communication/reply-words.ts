// The English words of a client reply: its phrase banks, the greeting, the
// subject's urgency mark, the reading of the client's message and the staff's notes,
// and the answers made from them.

import type { ReplyWords } from '../../../communication/reply-pack-words.ts';
import { ANSWER_WORDS } from './answer-phrases.ts';
import { ASK_BACK } from './ask-back.ts';
import { clientQuestions } from './client-questions.ts';
import { recommend } from './client-facing.ts';
import {
  ALT_OPENINGS,
  ALT_URGENCY_LINES,
  CLOSING_LINES,
  DEFAULT_NEXT_STEPS,
  INQUIRY_ANSWERS,
  OPENINGS,
  SUBJECTS,
  URGENCY_LINES,
} from './reply-phrases.ts';
import { MORE_NEXT_STEPS, MORE_OPENINGS, MORE_SUBJECTS, REPLY_REGISTERS } from './reply-takes.ts';
import { contentWords } from './reply-topics.ts';
import { clientSide, staffNotes } from './staff-notes.ts';

export const REPLY_WORDS: ReplyWords = {
  takes: { openings: MORE_OPENINGS, nextSteps: MORE_NEXT_STEPS, subjects: MORE_SUBJECTS },
  registers: REPLY_REGISTERS,
  openings: OPENINGS,
  altOpenings: ALT_OPENINGS,
  inquiryAnswers: INQUIRY_ANSWERS,
  defaultNextSteps: DEFAULT_NEXT_STEPS,
  urgencyLines: URGENCY_LINES,
  altUrgencyLines: ALT_URGENCY_LINES,
  closingLines: CLOSING_LINES,
  subjects: SUBJECTS,
  askBack: ASK_BACK,
  subjectMarks: { routine: '', priority: 'Priority: ', urgent: 'Urgent: ' },
  greeting: (name, formal) => (name ? `${formal ? 'Dear' : 'Hi'} ${name},` : formal ? 'Hello,' : 'Hi there,'),
  greetingAlt: (name, formal, casual) => (casual ? (name ? `Hey ${name}!` : 'Hey there!') : name ? `Hello ${name},` : formal ? 'Good day,' : 'Hello there,'),
  team: (business) => (business ? `The team at ${business}` : 'The team'),
  recommend,
  questions: clientQuestions,
  staffNotes,
  clientSide,
  contentWords,
  answers: ANSWER_WORDS,
};
