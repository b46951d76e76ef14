// The English words of a client reply: its phrase banks, the greeting, the
// subject's urgency mark and the lines made from staff notes.

import type { ReplyWords } from '../../language-pack.ts';
import { acknowledge, goodToKnow, nextStep, recommend } from './client-facing.ts';
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

export const REPLY_WORDS: ReplyWords = {
  openings: OPENINGS,
  altOpenings: ALT_OPENINGS,
  inquiryAnswers: INQUIRY_ANSWERS,
  defaultNextSteps: DEFAULT_NEXT_STEPS,
  urgencyLines: URGENCY_LINES,
  altUrgencyLines: ALT_URGENCY_LINES,
  closingLines: CLOSING_LINES,
  subjects: SUBJECTS,
  subjectMarks: { routine: '', priority: 'Priority: ', urgent: 'Urgent: ' },
  greeting: (name, formal) => (name ? `${formal ? 'Dear' : 'Hi'} ${name},` : formal ? 'Hello,' : 'Hi there,'),
  team: (business) => `The team at ${business}`,
  acknowledge,
  nextStep,
  recommend,
  goodToKnow,
};
