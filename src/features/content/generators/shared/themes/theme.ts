// A topic theme: headings for a section about it and the sentences that can fill
// that section. Templates use the slots of ../slots.ts; "[s] " marks a sentence
// for spiritual brands only, "[p] " one for practical brands only.

export type Theme = {
  key: string;
  headings: readonly string[];
  sentences: readonly string[];
};
