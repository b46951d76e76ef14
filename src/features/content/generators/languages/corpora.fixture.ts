// Each language's grammar corpus for the corpus test: the texts the tools write
// over its corpus studios and how it tells whether a sentence has a verb. A
// language is added here with its pack.

import { buildCorpus, type CorpusText, hasVerb } from './en/grammar/corpus.fixture.ts';
import type { Language } from './languages.ts';

export type Corpus = {
  build: () => { inputs: number; texts: CorpusText[] };
  hasVerb: (sentence: string) => boolean;
};

export const CORPORA: Record<Language, Corpus> = {
  en: { build: buildCorpus, hasVerb },
};
