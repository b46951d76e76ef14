// One themed H2 section of a blog article: its heading, and its sentences chosen
// to fit a word budget, led by a sentence that names the section's keyword.

import type { BrandVoice } from '../shared/brand-voice.ts';
import { composeToTarget, paragraphs, preferLength } from '../shared/compose.ts';
import type { Rng } from '../shared/seed.ts';
import { pick, shuffle } from '../shared/seed.ts';
import { render, renderAll, type Slots } from '../shared/slots.ts';
import type { Theme } from '../shared/themes/theme.ts';

export type SectionTools = {
  voice: BrandVoice;
  rng: Rng;
  used: Set<string>;
  fillers: readonly string[];
  /** The tone's own body lines; one goes into each section. */
  toneLine: string;
  leadIn: string;
  /** Whether a stock sentence may be printed: it claims nothing the studio did not say. */
  keeps: (sentence: string) => boolean;
};

export function sectionHeading(theme: Theme, slots: Slots, tools: SectionTools): string {
  const { titleCase } = tools.voice.words.grammar;
  return titleCase(render(pick(tools.rng, theme.headings), { ...slots, kw: titleCase(slots.kw ?? '') }, tools.voice));
}

/** How many of the studio theme's lines one article says. */
const STUDIO_LINES = 3;

export function sectionSentences(theme: Theme, slots: Slots, budget: number, tools: SectionTools): string[] {
  const { voice, rng } = tools;
  const keyword = (slots.kw ?? '').toLowerCase();
  const drawn = preferLength(shuffle(rng, renderAll(theme.sentences, slots, voice).filter(tools.keeps)), voice);
  // The studio speaks of itself in a few lines of its bank, other lines in each article, so no line is in all of them.
  const own = theme.key === 'studio' ? drawn.slice(0, STUDIO_LINES) : drawn;
  const lead = own.findIndex((s) => s.toLowerCase().includes(keyword));
  if (lead > 0) own.unshift(...own.splice(lead, 1));
  own.splice(Math.min(2, own.length), 0, tools.toneLine);
  const { grammar } = voice.words;
  const leadAt = own.findIndex((s, i) => i >= 3 && grammar.canLeadIn(s));
  if (leadAt > 0) own[leadAt] = grammar.afterLeadIn(tools.leadIn, own[leadAt] as string);
  const backup = shuffle(rng, renderAll(voice.words.themes.general.sentences, slots, voice).filter(tools.keeps));
  return composeToTarget(budget, [...own, ...backup], tools.fillers, tools.used);
}

/** Markdown body of a section; practical themes show their steps as a list. */
export function sectionMarkdown(theme: Theme, sentences: readonly string[], voice: BrandVoice): string {
  if ((theme.key === 'start' || theme.key === 'home') && sentences.length >= 5) {
    const [opening, ...rest] = sentences;
    const steps = rest.slice(0, 4).map((s) => `- ${s}`);
    const after = paragraphs(rest.slice(4), voice);
    return [opening, steps.join('\n'), ...after].join('\n\n');
  }
  return paragraphs(sentences, voice).join('\n\n');
}
