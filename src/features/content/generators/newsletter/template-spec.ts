import type { Theme } from '../shared/themes/theme.ts';
import type { Block } from './blocks.ts';

/** What a newsletter template may use to build its blocks. */
export type TemplateTools = {
  /** Renders one template string with the newsletter's slots ({kw} is the topic, {Kw} in title case). */
  r: (template: string) => string;
  /** n sentences of a theme not used yet in this newsletter. */
  theme: (theme: Theme, n: number) => string[];
  /** The studio's news, whole: the source text for the reader and every fact given (the brief's lines, a pasted topic's); empty without any. */
  news: readonly Block[];
  cta: Block;
};

export type NewsletterTemplateSpec = {
  subjects: readonly string[];
  previews: readonly string[];
  build: (t: TemplateTools) => Block[];
};
