// What every text generator receives besides its own form: the brand profile, the
// content preferences and the chosen tone template. All optional: a generator must
// still write useful copy for a brand-new account with nothing filled in.

import type { ContentPreferences, Profile, ToneTemplate } from '#domain/brand.ts';

export type GeneratorContext = {
  profile?: Partial<Profile>;
  preferences?: Partial<ContentPreferences>;
  toneTemplate?: ToneTemplate;
  /** Which take of the same inputs: 0 is the first; each next one writes a different text. */
  variant?: number;
};

/**
 * A generator's required input is missing. `title` and `description` are the
 * spec's exact toast texts (section 5), so the screen shows them as they are.
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
