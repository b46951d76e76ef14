// The words a language pack gives the marketing email: its campaigns, their takes, what
// a tone template's register changes and how the facts of a key message are read.

import type { CampaignType } from '#domain/studio-options.ts';
import type { Register } from '../shared/register.ts';
import type { Voice } from '../shared/voice.ts';

/** A campaign's sentences the takes rotate through: four openings, closings and preheaders, six points, two questions, and the headings over its points and the calls to action it suggests. */
export type CampaignTakes = {
  openings: readonly string[];
  closings: readonly string[];
  preheaders: readonly string[];
  points: readonly string[];
  questions: readonly string[];
  /** Headings over the points, ending with a colon. */
  listTitles: readonly string[];
  /** The call to action when the form has none and the goal suggests none. */
  ctas: readonly string[];
};

/** What a tone template's register changes in an email: its lead line, closer, headings, greeting, signature and subject frames. */
export type EmailRegisterWords = {
  leads: Record<Register, readonly string[]>;
  /** Closers before the call to action; {when} is the event's date in the dated ones. Empty in the middle: the tone's own. */
  closers: Record<Register, { plain: readonly string[]; dated: readonly string[] }>;
  /** The line that leads into the call to action. */
  ctaLeads: Record<Register, readonly string[]>;
  detailsTitles: Record<Register, readonly string[]>;
  /** A first line for an email that leads with its date ({when}). */
  dateLeads: Record<Register, readonly string[]>;
  questions: Record<Register, readonly string[]>;
  signatures: Record<Register, readonly ((business: string) => string)[]>;
  /** The signature of a studio with no name. */
  unnamedSignature: string;
  greetings: Record<'formal' | 'middle' | 'casual', readonly string[]>;
  /** Subjects of the later takes, from the one typed ({subject}). */
  subjectFrames: Record<Register, readonly string[]>;
};

/** What a key message says for certain: who leads, what to bring. */
export type KeyFacts = { leader?: string; bring?: string };

export type EmailWords = {
  takes: Record<CampaignType, CampaignTakes>;
  registers: EmailRegisterWords;
  /** The call to action a goal suggests; undefined leaves the campaign's own. */
  goalCta: (goal: string) => string | undefined;
  announceClosers: Record<Voice, readonly string[]>;
  /** Closers for an announcement with a fixed date: {when} is the date as the studio wrote it. */
  datedClosers: Record<Voice, readonly string[]>;
  greeting: string;
  team: (business: string) => string;
  /** The heading over the facts the studio gave (the brief's lines, the details' sentences). */
  detailsTitle: string;
  /** The call to action line, with its link when the form gives a web address. */
  callToAction: (cta: string, link: string | undefined) => string;
  /** What the notes ask to remind the reader of or mention, after the signature. */
  postscript: (lines: readonly string[]) => string;
  keyFacts: (...texts: readonly string[]) => KeyFacts;
  /** The stock bullets with the key message's facts put first. */
  respectFacts: (bullets: readonly string[], facts: KeyFacts) => string[];
};
