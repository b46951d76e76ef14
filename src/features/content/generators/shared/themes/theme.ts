// A topic theme: headings for a section about it and the sentences that can fill
// that section. Templates use the slots of ../slots.ts; "[s] " marks a sentence
// for spiritual brands only, "[p] " one for practical brands only.

export type Theme = {
  key: string;
  headings: readonly string[];
  sentences: readonly string[];
  /**
   * Whole paragraphs on the theme, each a different angle that reads in order; a
   * long text (a blog section) draws a few of them by its seed, so two texts on the
   * same theme rarely share a line. `sentences` stays the bank for shorter texts.
   */
  paragraphs?: readonly (readonly string[])[];
};
