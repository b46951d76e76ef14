// Who a piece speaks to, as it may be printed: the audience a studio types is steering,
// often written as internal notes ("Women and men 28-55 ... Worries: back pain"). Only a
// short, plain audience ("busy professionals", "new mums") reaches a sentence; any other
// gives way to the pack's neutral phrase, so the notes are never quoted.

import type { BrandFacts } from './brand-facts.ts';
import type { GeneratorContext } from './context.ts';
import { languagePack } from '../languages/packs.ts';
import { isBlank } from './text.ts';

/** More words than this and an audience is a description, not a name for a reader. */
const MAX_WORDS = 4;

/** The audience as typed when it is short and plain; undefined for notes, lists, ages and sentences. */
export function plainAudience(text: string | undefined): string | undefined {
  if (isBlank(text)) return undefined;
  const clean = (text as string).trim().replace(/\s+/g, ' ');
  if (clean.split(' ').length > MAX_WORDS) return undefined;
  // Punctuation, digits and line breaks are the marks of a note: "28-55", "Worries:", "(north)".
  if (/[\d:;()[\]/.,!?\n"“”•+=*#@%|]/u.test(clean)) return undefined;
  return clean;
}

/**
 * The brand facts with the audience a sentence may carry: the form's, else the brief's,
 * else the profile's, when plain; else the pack's neutral reader and `hasAudience` false.
 */
export function withPlainAudience(facts: BrandFacts, ctx: GeneratorContext, formAudience?: string): BrandFacts {
  const given = [formAudience, ctx.brief?.audience, ctx.profile?.target_audience].find((value) => !isBlank(value));
  const plain = plainAudience(given);
  return plain ? { ...facts, audience: languagePack(ctx).grammar.inSentence(plain), hasAudience: true } : { ...facts, audience: languagePack(ctx).brand.audience, hasAudience: false };
}
