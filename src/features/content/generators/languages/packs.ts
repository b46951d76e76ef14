// The way every text tool reaches its words: the pack of the context's language.
// Adding a language is a pack folder (./<code>/) and its line here and in
// ./languages.ts; tools never ask which language they write.

import type { GeneratorContext } from '../shared/context.ts';
import { EN } from './en/index.ts';
import type { LanguagePack } from './language-pack.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

const PACKS: Record<Language, LanguagePack> = {
  en: EN,
};

export function packFor(language: Language | undefined): LanguagePack {
  return PACKS[language ?? DEFAULT_LANGUAGE] ?? PACKS[DEFAULT_LANGUAGE];
}

export function languagePack(ctx: Pick<GeneratorContext, 'language'>): LanguagePack {
  return packFor(ctx.language);
}
