// What keeps a text true to its inputs, as a tool checks its own output and a test
// checks a tool: every fact printed, no long run of words copied from a field that
// only steers, no claim the studio's words do not make, no word the notes forbid.

import { languagePack } from '../../languages/packs.ts';
import type { GeneratorContext } from '../context.ts';
import type { Fact } from './fact-types.ts';
import { QUOTE_RUN, sharedRun } from './shared-run.ts';

export { QUOTE_RUN, sharedRun };

export function quotes(text: string, field: string | undefined): boolean {
  return Boolean(field) && sharedRun(text, field as string) >= QUOTE_RUN;
}

const normal = (text: string) => text.toLowerCase().replace(/[–—]/g, '-').replace(/\s+/g, ' ');

/** The facts the text does not print. */
export function missingFacts(text: string, facts: readonly Fact[]): Fact[] {
  const haystack = normal(text);
  return facts.filter((fact) => !haystack.includes(normal(fact.text)));
}

/** The claims of the text that `grounds` (the inputs and the brand profile, as text) does not make. */
export function unfoundedClaims(ctx: GeneratorContext, text: string, grounds: string): string[] {
  return languagePack(ctx)
    .facts.claims.filter((claim) => claim.says.test(text) && !claim.grounded.test(grounds))
    .map((claim) => claim.says.exec(text)?.[0] ?? '');
}

/** Whether a sentence makes a claim that `grounds` does not. */
export function claimsUnfounded(ctx: GeneratorContext, sentence: string, grounds: string): boolean {
  return unfoundedClaims(ctx, sentence, grounds).length > 0;
}

/** Whether a sentence holds a word or phrase the notes say to avoid. */
export function holdsAvoided(sentence: string, avoid: readonly string[]): boolean {
  const text = normal(sentence);
  return avoid.some((phrase) => new RegExp(`(?<![\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(text));
}
