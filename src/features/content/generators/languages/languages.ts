// The languages the text tools write in, and the one place a language is added:
// each entry names its pack (./<code>/, listed in ./packs.ts) and the grammar
// checker the editors run on text in it (its dialect, the rules it leaves off and
// the trade's words it takes as spelled, kept in the pack). A brand's preferred language that is
// not listed here writes in the default language.

import { EDITOR_RULES_OFF } from './en/grammar/rules.ts';
import { TRADE_WORDS } from './en/grammar/trade-words.ts';

export const LANGUAGES = [
  { code: 'en', name: 'English', grammarCheck: { checker: 'harper', dialect: 'British', rulesOff: EDITOR_RULES_OFF, words: TRADE_WORDS } },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export type LanguageEntry = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((entry) => entry.code === value);
}

/** The output language for a stored preference: a listed code (any case, "en-GB" reads as "en"), otherwise the default. */
export function languageOf(preferred: unknown): Language {
  if (typeof preferred !== 'string') return DEFAULT_LANGUAGE;
  const code = preferred.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

export function languageEntry(language: Language): LanguageEntry {
  return LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0];
}
