// The English pack's grammar: the rules the tools apply to English words.

import type { Grammar } from '../../grammar.ts';
import { agreeSlots } from './agreement.ts';
import { EN_NAMES } from '../names/index.ts';
import { bareKeyword, headlinePhrase, markModifiers, repeatsPhrase, STOCK_ENDINGS } from './headline-words.ts';
import { keywordPhrase } from './keyword-phrase.ts';
import { clauseSubject, statementSubject, topicPhrases } from './topic-clause.ts';
import { plural } from './numbers.ts';
import { corePhrase, inSentence, runningText, topicNouns } from './phrase.ts';
import { joinPlaceKeywords, placeWithIn } from './place-keyword.ts';
import { HYPE, tidyWords } from './polish-words.ts';
import * as script from './script-text.ts';
import { afterLeadIn, canLeadIn, capitalizeSentences, joinList, standsAlone, titleCase } from './sentence.ts';

export const EN_GRAMMAR: Grammar = {
  inSentence,
  runningText,
  plural,
  placeWithIn,
  joinPlaceKeywords,
  corePhrase,
  keywordPhrase,
  bareKeyword,
  markModifiers,
  agreeSlots,
  repeatsPhrase,
  stockEndings: STOCK_ENDINGS,
  headlinePhrase,
  topicNoun: clauseSubject,
  statementNoun: statementSubject,
  topicPhrases,
  titleCase,
  joinList,
  capitalizeSentences,
  canLeadIn,
  afterLeadIn,
  standsAlone,
  hype: HYPE,
  topicNouns,
  tidyWords,
  script: { inSentence: script.inSentence, upperFirst: script.upperFirst, titleCase: script.titleCase },
  names: EN_NAMES,
};
