// One themed H2 section of a blog article: its heading, and whole paragraphs of the
// theme drawn by the article's seed to fit a word budget, the first that names the
// section's keyword leading.

import type { BrandVoice } from '../shared/brand-voice.ts';
import { MAX_HEADLINE } from '../shared/headline.ts';
import { composeToTarget, echoes, paragraphs } from '../shared/compose.ts';
import { countWords } from '../shared/count-words.ts';
import type { Rng } from '../shared/seed.ts';
import { pick, shuffle } from '../shared/seed.ts';
import { variantHalf } from '../shared/variant-take.ts';
import { render, renderAll, type Slots } from '../shared/slots.ts';
import type { Theme } from '../shared/themes/theme.ts';

export type SectionTools = {
  voice: BrandVoice;
  rng: Rng;
  used: Set<string>;
  fillers: readonly string[];
  /** One of the tone's own body lines, or nothing: a few sections carry one. */
  toneLine: string;
  leadIn: string;
  /** The take: each draws first on its own half of a theme's paragraphs, so two takes in a row say different things. */
  variant: number;
  /** Whether a stock sentence may be printed: it claims nothing the studio did not say. */
  keeps: (sentence: string) => boolean;
};

/** The section's heading: one of the theme's that fits a headline (70 characters), else its shortest. */
export function sectionHeading(theme: Theme, slots: Slots, tools: SectionTools): string {
  const { titleCase } = tools.voice.words.grammar;
  const all = theme.headings.map((heading) => titleCase(render(heading, { ...slots, kw: titleCase(slots.kw ?? '') }, tools.voice)));
  const fits = all.filter((heading) => heading.length <= MAX_HEADLINE);
  return fits.length > 0 ? pick(tools.rng, fits) : ([...all].sort((a, b) => a.length - b.length)[0] ?? '');
}

/** How many of the studio theme's paragraphs one article says: the studio speaks of itself briefly. */
const STUDIO_PARAGRAPHS = 2;
/** From this many words a section's body names its keyword in two paragraphs, as a long article needs to. */
const TWO_LEADS_FROM = 180;
/** From this many words a section's body names its keyword at least once. */
const ONE_LEAD_FROM = 130;

/** The sentences of whole paragraphs while they fit, then the next paragraph's opening ones. */
function takeParagraphs(budget: number, drawn: readonly (readonly string[])[], used: ReadonlySet<string>): string[] {
  const taken: string[] = [];
  let count = 0;
  for (const sentence of drawn.flat()) {
    if (used.has(sentence)) continue;
    const words = countWords(sentence);
    if (count + words > budget) break;
    taken.push(sentence);
    count += words;
  }
  return taken;
}

export function sectionSentences(theme: Theme, slots: Slots, budget: number, tools: SectionTools): string[] {
  const { voice, rng } = tools;
  const keyword = (slots.kw ?? '').toLowerCase();
  const lines = (templates: readonly string[]) => renderAll(templates, slots, voice).filter(tools.keeps);
  const bank = theme.paragraphs ?? theme.sentences.map((sentence) => [sentence]);
  const mine = variantHalf(bank, tools.variant);
  const ordered = [...shuffle(rng, mine), ...shuffle(rng, bank.filter((paragraph) => !mine.includes(paragraph)))];
  const drawn = ordered.map(lines).filter((paragraph) => paragraph.length > 0);
  // A section names its keyword in its body: paragraphs that name it lead (a long section's two, the studio's one), drawn from the whole bank so no
  // one of them turns stock; a short section only brings one up from its first two.
  const names = (paragraph: readonly string[]) => paragraph.some((s) => s.toLowerCase().includes(keyword));
  const leads = budget >= TWO_LEADS_FROM && theme.key !== 'studio' ? 2 : budget >= ONE_LEAD_FROM ? 1 : 0;
  const naming = leads > 0 ? shuffle(rng, drawn.filter(names)).slice(0, leads) : drawn.slice(0, 2).filter(names).slice(0, 1);
  drawn.splice(0, drawn.length, ...naming, ...drawn.filter((paragraph) => !naming.includes(paragraph)));
  const own = theme.key === 'studio' ? drawn.slice(0, STUDIO_PARAGRAPHS) : drawn;
  const toneBudget = tools.toneLine ? countWords(tools.toneLine) : 0;
  const body = takeParagraphs(budget - toneBudget, own, tools.used);
  // The tone's line closes the first paragraph, where it does not split one angle in two.
  const firstEnd = Math.min(body.length, (own[0] ?? []).length);
  if (tools.toneLine && !tools.used.has(tools.toneLine)) body.splice(firstEnd, 0, tools.toneLine);
  for (const sentence of body) tools.used.add(sentence);
  const { grammar } = voice.words;
  const leadAt = body.findIndex((s, i) => i > firstEnd && grammar.canLeadIn(s));
  if (leadAt > 0) body[leadAt] = grammar.afterLeadIn(tools.leadIn, body[leadAt] as string);
  // The rest of the budget: other lines of the drawn paragraphs, then the theme's bank (the studio's stays brief), then general paragraphs.
  const spare = theme.key === 'studio' ? [] : shuffle(rng, lines(theme.sentences));
  const general = voice.words.themes.general;
  const rest = [...own.flat(), ...spare, ...shuffle(rng, general.paragraphs ?? general.sentences.map((s) => [s])).flatMap(lines)];
  const more = composeToTarget(budget - countWords(body.join(' ')), rest, [], tools.used);
  return topUp(budget, [...body, ...more], tools.fillers, tools.used);
}

/** Short lines added at the end until the budget is met, so none splits a paragraph's train of thought. */
export function topUp(budget: number, sentences: readonly string[], fillers: readonly string[], used: Set<string>): string[] {
  const out = [...sentences];
  let count = countWords(out.join(' '));
  for (const filler of [...fillers].sort((a, b) => countWords(b) - countWords(a))) {
    const words = countWords(filler);
    if (used.has(filler) || count + words > budget || echoes(filler, out)) continue;
    out.push(filler);
    used.add(filler);
    count += words;
  }
  return out;
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
