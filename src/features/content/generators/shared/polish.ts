// The last pass over every text a tool writes: the brand's energy caps the
// exclamation marks (a calm brand's "energetic" post is upbeat, not shouting),
// hype fillers a calm brand would never say are dropped, and slips that banks and
// pasted fields can leave (doubled words, stray spaces, ".." ) are tidied, and the
// generation's names are put right (name book, shared/names/). The
// words of the pass (the fillers, articles) come from the pack's grammar.

import type { Grammar } from '../languages/grammar.ts';
import { languagePack } from '../languages/packs.ts';
import { resolvePersonality } from './brand-voice.ts';
import type { GeneratorContext } from './context.ts';
import type { NameBook } from './names/name-book.ts';

/** How many "!" one text may carry: calm brands one, the middle two, energetic brands any. */
export function exclamationBudget(ctx: GeneratorContext): number {
  const energy = Math.min(resolvePersonality(ctx).calm_energetic, ctx.profile?.brand_personality?.calm_energetic ?? 100);
  return energy < 40 ? 1 : energy <= 60 ? 2 : Number.POSITIVE_INFINITY;
}

/** Keeps the first `budget` exclamation marks of the texts it is given, in order; later ones become full stops. */
export function exclamationCapper(budget: number): (text: string) => string {
  let left = budget;
  return (text) =>
    text.replace(/!(?=\s|$|["')\]])/g, () => {
      left -= 1;
      return left >= 0 ? '!' : '.';
    });
}

/** Word slips tidied by the grammar, then punctuation: "..", a space before a mark, doubled spaces. */
export function tidy(text: string, grammar: Grammar): string {
  return grammar
    .tidyWords(text)
    .replace(/([.!?])\.(?!\.)/g, '$1')
    .replace(/[ \t]+([,.;:!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ');
}

/** Polishes one text; pass one `cap` to several texts to share the exclamation budget of a whole result. */
export function polishText(text: string, ctx: GeneratorContext, cap = exclamationCapper(exclamationBudget(ctx)), book?: NameBook): string {
  const { grammar } = languagePack(ctx);
  const calmed = exclamationBudget(ctx) < 3 ? text.replace(grammar.hype, '') : text;
  return tidy(named(cap(calmed), book), grammar);
}

/** The names put right before the articles are fitted to them ("an hiit" -> "a HIIT"). */
function named(text: string, book: NameBook | undefined): string {
  return book ? book.restore(text) : text;
}

/** Polishes the words of an HTML document, leaving its tags alone. */
export function polishHtml(html: string, ctx: GeneratorContext, book?: NameBook): string {
  const budget = exclamationBudget(ctx);
  const cap = exclamationCapper(budget);
  const { grammar } = languagePack(ctx);
  return html.replace(/>([^<]+)</g, (_m, inner: string) => `>${tidy(named(cap(budget < 3 ? inner.replace(grammar.hype, '') : inner), book), grammar)}<`);
}
