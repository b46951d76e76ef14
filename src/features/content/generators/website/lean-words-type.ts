// The website lines a language pack writes for each lean of the tone template
// (shared/template-lean.ts), as a type of its own: it holds no code.

import type { CtaPlacement } from '#domain/studio-options.ts';
import type { Lean } from '../shared/lean.ts';

export type { Lean };

export type LeanWebsiteWords = {
  h1: readonly string[];
  /** The H2s of the sections a page may have, each section in its versions. */
  h2: readonly (readonly string[])[];
  cta: Record<CtaPlacement, readonly string[]>;
  heroOpeners: readonly string[];
  heroLines: readonly string[];
  heroInvitations: readonly string[];
  sectionLines: readonly string[];
};
