// What keeps a text true to its inputs, as a tool checks its own output and a test
// checks a tool: every fact printed, no long run of words copied from a field that
// only steers, no claim the studio's words do not make, no word the notes forbid.

import { languagePack } from '../../languages/packs.ts';
import type { GeneratorContext } from '../context.ts';
import type { Fact } from './fact-types.ts';

/** A field of more than this many words in a row, copied, is quoting it. */
export const QUOTE_RUN = 8;

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

/** The longest run of words `text` shares with `field`, in order. */
export function sharedRun(text: string, field: string): number {
  const a = tokens(text);
  const b = tokens(field);
  if (a.length === 0 || b.length === 0) return 0;
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = previous[j - 1]! + 1;
        if (current[j]! > best) best = current[j]!;
      }
    }
    previous = current;
  }
  return best;
}

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
