// What a newsletter template is made of and what it may use to build its blocks: its
// lines come as banks by register, each take saying the next version.

import type { Register } from '../shared/register.ts';
import type { Theme } from '../shared/themes/theme.ts';
import type { Block } from './blocks.ts';

/** A bank of lines for each register: each take says the next one. */
export type RegisterBank = Record<Register, readonly string[]>;

/** What a newsletter template may use to build its blocks. */
export type TemplateTools = {
  /** Renders one template string with the newsletter's slots ({kw} is the topic, {Kw} in title case). */
  r: (template: string) => string;
  /** n sentences of a theme not used yet in this newsletter, from the take's own half of it. */
  theme: (theme: Theme, n: number) => string[];
  /** The take's version of a line in the newsletter's register, rendered. */
  line: (bank: RegisterBank) => string;
  /** A heading from a bank of "Label: {Kw}" versions: the label alone when the letter has named its topic enough. */
  topicHeading: (bank: RegisterBank) => Block;
  /** n items of a list for this take, rendered: two takes in a row share at most one. */
  items: (pool: readonly string[], n: number) => string[];
  /** The sections in the take's order: each next take starts from the next one. */
  turn: (sections: readonly (readonly Block[])[]) => Block[];
  /** The studio's news, whole: the source text for the reader and every fact given (the brief's lines, a pasted topic's); empty without any. */
  news: readonly Block[];
  cta: Block;
};

export type NewsletterTemplateSpec = {
  subjects: readonly string[];
  /** Previews naming the topic ({kw}) and previews without it, for a letter that names it in its text alone. */
  previews: readonly string[];
  build: (t: TemplateTools) => Block[];
};

export type NewsletterFrameWords = {
  ctaLeads: RegisterBank;
  /** For a fixed-date event: {when} is its date. */
  datedCtaLeads: RegisterBank;
  /** The button's text when the form names no goal. */
  ctaLabels: RegisterBank;
  signOffs: RegisterBank;
  /** The line under the sign-off; no business name without a named business. */
  teams: readonly ((business: string | undefined) => string)[];
  subscribed: readonly ((business: string) => string)[];
};
