// What every text generator receives besides its own form: the brand profile, the
// content preferences, the chosen tone template and the language to write in. All
// optional: a generator must still write useful copy for a brand-new account with
// nothing filled in.

import type { ContentPreferences, Profile, ToneTemplate } from '#domain/brand.ts';
import type { Brief } from '#domain/brief.ts';
import { type Language, languageOf } from '../languages/languages.ts';

export type GeneratorContext = {
  profile?: Partial<Profile>;
  preferences?: Partial<ContentPreferences>;
  toneTemplate?: ToneTemplate;
  /** Which take of the same inputs: 0 is the first; each next one writes a different text. */
  variant?: number;
  /** The output language; missing means the default language (English). */
  language?: Language;
  /** The brief the piece is written from: its facts are given to the writer with the form's. */
  brief?: Partial<Brief>;
};

/** A context for the studio's tools: the output language comes from the brand profile's preferred language. */
export function generatorContext(parts: Omit<GeneratorContext, 'language'>): GeneratorContext {
  return { ...parts, language: languageOf(parts.profile?.preferred_language) };
}

/**
 * A generator's required input is missing. `title` and `description` are the
 * tool's exact toast texts (domain/tools/<tool>.ts), so the screen shows them as they are.
 */
export class GeneratorValidationError extends Error {
  readonly title: string;
  readonly description: string;

  constructor(title: string, description: string) {
    super(`${title}: ${description}`);
    this.name = 'GeneratorValidationError';
    this.title = title;
    this.description = description;
  }
}
