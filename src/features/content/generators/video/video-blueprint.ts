// A video type's words: how it opens and closes, and the beats of its main part.
// Each language pack writes one blueprint per type; the time split and hashtags
// stay with the tool (video-shapes.ts).

import type { Pool } from './sentence-pool.ts';
import type { ScriptVars } from './script-vars-type.ts';

/**
 * A stretch of script: a lead that is always said (may be empty), extra sentences
 * added to fit the time, an optional closing line.
 */
export type Section = {
  label?: string;
  lead: string;
  /** A finite list (each said at most once) or an endless pool. */
  more: Pool | readonly string[];
  tail?: string;
  /** Share of the main part's time, relative to the other beats. */
  weight: number;
};

export type Blueprint = {
  title(v: ScriptVars): string;
  hook(v: ScriptVars): string;
  /** Another opening line, for odd takes. */
  secondHook(v: ScriptVars): string;
  intro(v: ScriptVars, points: readonly string[]): Section;
  /** The main part: framing beats around one beat per point, in order. */
  beats(v: ScriptVars, points: readonly string[]): Section[];
  /** Beats to write when the user gave no key points, from the topic. */
  defaultPoints(v: ScriptVars): string[];
  /** The closing; its tail is the call to action itself. */
  outro(v: ScriptVars): Section;
  summary(v: ScriptVars): string;
  /** What the script says for the topic once it has named it as often as its length allows. */
  topicAgain(v: ScriptVars): string;
};

/** A type's own blueprint, as a pack writes it: how the topic is named again is the pack's, for every type. */
export type TypeBlueprint = Omit<Blueprint, 'topicAgain'>;
