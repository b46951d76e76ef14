// The video lines a language pack writes for each lean of the tone template
// (shared/template-lean.ts), as a type of its own: it holds no code.

import type { ScriptVars } from './script-vars-type.ts';

export type LeanVideoWords = {
  /** Openings of their own kind (a question, a promise), said on the later takes. */
  hooks: readonly ((v: ScriptVars) => string)[];
  /** Lines the intro says after its lead. */
  intro: readonly string[];
  /** Coaching lines said between a beat's own sentences. */
  beats: readonly string[];
  /** Lines the closing says before its call to action. */
  outro: readonly string[];
  /** Calls to action, one per take in turn. */
  ctas: readonly ((v: ScriptVars) => string)[];
  /** Connectors in front of a beat line said a second time. */
  connectors: readonly string[];
};
