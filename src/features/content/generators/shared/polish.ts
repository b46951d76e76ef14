// The last pass over every text a tool writes: the brand's energy caps the
// exclamation marks (a calm brand's "energetic" post is upbeat, not shouting),
// hype fillers a calm brand would never say are dropped, and slips that banks and
// pasted fields can leave (doubled words, stray spaces, ".." ) are tidied.

import { resolvePersonality } from './brand-voice.ts';
import type { GeneratorContext } from './context.ts';

const HYPE = /\s*(Let's do this!|Let us do this!|Feel the energy!|Go for it!|Every rep counts!|Keep it moving!|You've got this!|You have got this!)/g;

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

/** "a energising" -> "an energising", "an calm" -> "a calm" (sounds, not letters: "a useful", "an hour"). */
export function fixArticles(text: string): string {
  return text
    .replace(/\b([Aa]) (?=(?![Uu](?:ni|se|su|ra|re|ro)|[Ee]u|[Oo]ne|[Oo]nce)[aeiouAEIOU]|hour|honest|honou?r)/g, '$1n ')
    .replace(/\b([Aa])n (?=(?!hour|honest|honou?r)(?:[b-df-hj-np-tv-z]|[B-DF-HJ-NP-TV-Z][a-z]))/g, '$1 ');
}

export function tidy(text: string): string {
  return fixArticles(text)
    .replace(/\b(\w+) \1\b/gi, (match, word: string) => (/^(that|had)$/i.test(word) ? match : word))
    .replace(/([.!?])\.(?!\.)/g, '$1')
    .replace(/[ \t]+([,.;:!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ');
}

/** Polishes one text; pass one `cap` to several texts to share the exclamation budget of a whole result. */
export function polishText(text: string, ctx: GeneratorContext, cap = exclamationCapper(exclamationBudget(ctx))): string {
  const calmed = exclamationBudget(ctx) < 3 ? text.replace(HYPE, '') : text;
  return tidy(cap(calmed));
}

/** Polishes the words of an HTML document, leaving its tags alone. */
export function polishHtml(html: string, ctx: GeneratorContext): string {
  const budget = exclamationBudget(ctx);
  const cap = exclamationCapper(budget);
  return html.replace(/>([^<]+)</g, (_m, inner: string) => `>${tidy(cap(budget < 3 ? inner.replace(HYPE, '') : inner))}<`);
}
