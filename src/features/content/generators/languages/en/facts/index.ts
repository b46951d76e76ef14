// The English pack's fact reading: the facts of a free text, notes to the writer, a
// brief's lines and the claims only the studio's words may make.

import type { FactWords } from '../../language-pack.ts';
import { factSentences, factsOfSentence, isToWriter, sentencesOf } from './extract-facts.ts';
import { briefDetails, CLAIMS, ESSENTIALS_JOINER, shortDate } from './fact-words.ts';
import { readNotes } from './read-notes.ts';

export const EN_FACTS: FactWords = {
  sentencesOf,
  isToWriter,
  factsOfSentence,
  factSentences,
  readNotes,
  briefDetails,
  shortDate,
  claims: CLAIMS,
  essentialsJoiner: ESSENTIALS_JOINER,
  otherFactsLabel: 'Also',
  signedBy: (name, business) => (business ? `${name}\n${business}` : name),
};
