// What a language pack provides: every word the text tools write. Tools hold the
// structure (which slots, what order, which facts, the seeds and variants); a pack
// holds the sentences, templates and wording rules of one language. A pack's
// templates use the slots of ../shared/slots.ts; "[s] " marks a template for
// spiritual brands only, "[p] " one for practical brands only.

import type { EmotionalTone } from '#domain/brand.ts';
import type { CtaPlacement, NewsletterTemplate } from '#domain/studio-options.ts';
import type { VideoType } from '#domain/media-options.ts';
import type { NewsletterFrameWords, NewsletterTemplateSpec } from '../newsletter/template-spec.ts';
import type { ContentGap, Heading, OptimizationTip } from '../seo/seo-types.ts';
import type { TitleParts } from '../seo/title-parts.ts';
import type { Measurements } from '../seo/seo-measurements.ts';
import type { Blueprint } from '../video/video-blueprint.ts';
import type { LeanVideoWords } from '../video/lean-words-type.ts';
import type { ScriptVars } from '../video/script-vars-type.ts';
import type { Theme } from '../shared/themes/theme.ts';
import type { Voice } from '../shared/voice.ts';
import type { Lean, LeanWebsiteWords } from '../website/lean-words-type.ts';
import type { Brief } from '#domain/brief.ts';
import type { DetailLine, Fact, FactKind, FactSentence, Instructions } from '../shared/facts/fact-types.ts';
import type { Grammar } from './grammar.ts';
import type { Language } from './languages.ts';

export type VoicePhrases = {
  hooks: readonly string[];
  lines: readonly string[];
  closers: readonly string[];
  fillers: readonly string[];
};

export const THEME_KEYS = ['why', 'benefits', 'start', 'routine', 'mistakes', 'science', 'mindset', 'home', 'studio', 'general'] as const;
export type ThemeKey = (typeof THEME_KEYS)[number];

export type Rewrite = readonly [RegExp, string];

/** The wording of the brand voice: slot values, lead-ins and register per personality. */
export type VoiceWords = {
  phrases: Record<Voice, VoicePhrases>;
  /** The closing word of an email or letter. */
  signOffs: Record<Voice, string>;
  /** A tone template's short lines in its emotional tone. */
  emotionalLines: Record<EmotionalTone, readonly string[]>;
  /** Reflective questions to the reader ({kw}: the keyword). */
  questions: readonly string[];
  /** What {kw} reads as in a question when there is no keyword. */
  questionKeyword: string;
  /** How a text refers back to its topic after naming it: for a practice ("yin yoga") and for a longer theme ("preparing for winter"). */
  referBack: {
    practice: readonly string[];
    theme: readonly string[];
    /** Articles a mention may carry, replaced with it ("a "). */
    article: RegExp;
    /** Words that tie a mention to the text around it, so it stays as written ("your yin yoga", "a yin yoga habit"). */
    tiedBefore: RegExp;
    tiedAfter: RegExp;
    /** Quantifiers a reference follows with "of": "a little of this practice", "more of the practice". */
    ofAfter: RegExp;
    /** Whether a mention names several things ("hiit classes"): it is referred back to in the plural. */
    plural: (mention: string) => boolean;
    /** What a plural mention becomes, in turn ("these sessions"). */
    pluralPractice: readonly string[];
    /** The other spellings the pack writes a phrase in ("better sleep" for "sleep", "yin yoga in Cape Town"): a mention referred back whole. */
    woven: (phrase: string) => readonly string[];
  };
  lexicon: Record<'spiritual' | 'practical' | 'middle', { practice: string; benefit: string; journey: string }>;
  pace: Record<'calm' | 'energetic' | 'middle', { adj: string; pace: string }>;
  leadIns: Record<'formal' | 'casual' | 'middle', readonly string[]>;
  /** Casual voices contract, formal voices expand. */
  contractions: readonly Rewrite[];
  expansions: readonly Rewrite[];
};

/** What a generator says about a business the profile leaves blank, by business type. */
export type BrandWords = {
  placeByType: Readonly<Record<string, string>>;
  place: string;
  specialtiesByType: Readonly<Record<string, readonly string[]>>;
  specialties: readonly string[];
  servicesByType: Readonly<Record<string, readonly string[]>>;
  services: readonly string[];
  audience: string;
  /** The second service, the specialties and the second keyword a template may need when the brand names fewer. */
  spareService: string;
  spareSpecialties: readonly [string, string];
  spareKeyword: string;
};

export type BlogWords = {
  /** Alternative introductions, each a short paragraph: even takes draw on the first half, odd takes on the second. */
  intros: readonly (readonly string[])[];
  /** Alternative conclusions, halves as for the introductions. */
  conclusions: readonly (readonly string[])[];
  conclusionHeadings: Record<Voice, readonly string[]>;
  callsToAction: Record<Voice, readonly string[]>;
  /** The calls to action when the voiced one would name a service the profile does not give. */
  plainCallsToAction: readonly string[];
  /** {related}: the keywords the article mentions too rarely. */
  relatedKeywordsLines: readonly string[];
  /** Reflective questions an article's introduction may ask, beside the voice's own, when the tone template asks for questions. */
  introQuestions: readonly string[];
  /** Blog title patterns; {n} is a small number, {kw2} only used with two keywords or more. */
  titlePatterns: readonly string[];
};

export type SocialWords = {
  hooks: Record<Voice, readonly string[]>;
  /** Hooks for a post about a topic ({topic}: the user's words, printed as written). */
  topicHooks: Record<Voice, readonly string[]>;
  /** Hooks for a post drawn from pasted text alone. */
  newsHooks: Record<Voice, readonly string[]>;
  body: readonly string[];
  /** Lines that fit any topic and assert nothing about the studio. */
  topicBody: readonly string[];
  /** Who the post is for and from ({audience}: a short form of it, {business}). */
  audienceLines: readonly string[];
  /** Who the post is from, when the audience is too long to name ({business}). */
  fromLines: readonly string[];
  /** A dated event's closing line: "We'd love to see you on 19-21 June." */
  seeYouOn: (when: string) => string;
  /** A sentence about a closure or a timetable change: its date is not an event's. */
  closure: RegExp;
  /** The named person who signs the post. */
  signOff: (name: string) => string;
  /** Words that end a topic's hashtag: "Full moon sound bath with Ravi" -> #FullMoonSoundBath. */
  topicTagStop: RegExp;
  /** Leading words a topic's hashtag leaves out ("our", "new"). */
  topicTagSkip: RegExp;
  /** Words too general to stand as a hashtag alone: "Studio", "Session", "Center". */
  tagGeneric: RegExp;
  /** Where a phrase too long for one hashtag breaks into several ("morning mobility | for | runners"). */
  tagBreaks: RegExp;
  /** What a post reports as left out when its own text had to be cut to the limit. */
  endOfPost: string;
  /** Calls to action when the form gives none, without their closing mark: each post and take draws another. */
  callsToAction: readonly string[];
  linkedinQuestions: readonly string[];
  /** Words a keyword's extra hashtags end with ("tips" -> #YogaTips). */
  keywordTagSuffixes: readonly string[];
  /** General wellness hashtags (without "#") to top up the list. */
  hashtagPool: readonly string[];
};

export type NewsletterWords = {
  /** Each newsletter template's subjects, previews and blocks. */
  templates: Record<NewsletterTemplate, NewsletterTemplateSpec>;
  ctaLeads: Record<Voice, string>;
  /** The lead above the button for a fixed-date event: {when} is its date. */
  datedCtaLead: string;
  /** The button's text when the form names no goal. */
  ctaLabel: string;
  /** By personalization level: high, middle, low. */
  greetings: { personal: string; warm: string; plain: string };
  /** The line under the sign-off; no business name without a named business. */
  team: (business: string | undefined) => string;
  /** The footer's sender line without a business name. */
  sender: string;
  subscribed: (business: string) => string;
  unsubscribe: string;
  /** The lines around the template, by register and in versions taken in turn. */
  frame: NewsletterFrameWords;
  /** A short topic's practice, to refer back to it by ("yin yoga" for "Yin yoga for tight hips"); undefined when it has none. */
  shortForm: (topic: string) => string | undefined;
};

/** Website copy. Headline slots: {Kw}, {Business}, {PageAbout}, {Audience}, {Specialty} in title case. */
export type WebsiteWords = {
  h1ByVoice: Record<Voice, readonly string[]>;
  h1Patterns: readonly string[];
  /** H1s about the page's own topic, used when the form names one. */
  h1PagePatterns: readonly string[];
  h2Patterns: readonly string[];
  ctaByPlacement: Record<CtaPlacement, readonly string[]>;
  ctaByVoice: Record<Voice, readonly string[]>;
  heroOpeners: readonly string[];
  heroSentences: readonly string[];
  heroInvitations: readonly string[];
  /** The sentence banks a section under this H2 draws on, most specific first. */
  sectionBanks: (h2: string) => (readonly string[])[];
  /** What the page is about when the form leaves it blank: the first keyword at the business. */
  pageAbout: (keyword: string, business: string) => string;
  /** A brief's labelled line as a sentence of the page ("Join us Friday 19 June 2026."). */
  detailSentence: (line: DetailLine) => string;
  /** The closing invitation of an event on a fixed date ("...on Friday 19 June."). */
  datedInvitation: (date: string) => string;
  /** The kinds of fact a section under this H2 prints. */
  factKindsForHeading: (h2: string) => FactKind[];
  /** The lines that follow the tone template's lean: headlines, calls to action, hero and section sentences. */
  byLean: Record<Lean, LeanWebsiteWords>;
};

export type { CampaignTakes, EmailRegisterWords, EmailWords, KeyFacts } from './email-pack-words.ts';
import type { EmailWords } from './email-pack-words.ts';

export type { ReplyRegisterWords, ReplyWords } from '../communication/reply-pack-words.ts';
import type { ReplyWords } from '../communication/reply-pack-words.ts';

export type VideoDescriptionWords = {
  intro: string;
  wrapUp: string;
  /** The heading of the chapter list. */
  chapters: string;
  /** The heading of the key points, from the video type's label. */
  /** The heading of the description's list of what the video covers; an odd take words it its own way. */
  inside: (typeLabel: string, take: number) => string;
  createdBy: (business: string) => string;
  learnMore: (website: string) => string;
};

export type VideoWords = {
  blueprints: Record<VideoType, Blueprint>;
  /** A chapter's title in the description, from its beat label. */
  chapterTitle: (label: string) => string;
  /** What a video is called when its type has no label. */
  typeLabel: string;
  description: VideoDescriptionWords;
  /** The lines that follow the tone template's lean: hooks, intro and beat lines, closings and calls to action. */
  byLean: Record<Lean, LeanVideoWords>;
  /** Titles of their own shape, one per later take; each keeps under 70 characters or is skipped. */
  titles: readonly ((v: ScriptVars) => string)[];
  /** Calls to action of a plain template's later takes (the first take closes with the blueprint's own). */
  ctas: readonly ((v: ScriptVars) => string)[];
};

export type Subtopic = { topic: string; terms: readonly string[]; suggestion: string };

/** A wellness niche: words that signal it and the subtopics its readers expect. */
export type Niche = { name: string; signals: readonly string[]; subtopics: readonly Subtopic[] };

/** The SEO analysis's words about the page: heading problems, a meta description without content, title candidates. */
export type SeoPageWords = {
  headerIssues: {
    noH1: string;
    multipleH1: (h1s: readonly Heading[]) => string;
    h1NotFirst: (first: Heading) => string;
    skippedLevel: (previous: Heading, heading: Heading) => string;
    noSubheadings: (wordCount: number) => string;
  };
  keywordLedSentences: (primaryKeyword: string, location?: string, businessName?: string) => string[];
  /** Title case as page titles use it: lowercase words capitalised, the small words and the user's capitals kept. */
  titleCase: (phrase: string) => string;
  titleCandidates: (parts: TitleParts) => string[];
};

export type SeoWords = {
  page: SeoPageWords;
  /** Concrete tips from what the analysis measured, most important first. */
  optimizationTips: (m: Measurements) => OptimizationTip[];
  niches: readonly Niche[];
  generalSubtopics: readonly Subtopic[];
  /** The gap a competitor analysis always checks. */
  differentiation: Subtopic;
  locationGap: (location: string) => ContentGap;
};

/** Reading a studio's own words for facts and for notes to the writer. */
export type FactWords = {
  /** A text's lines and sentences, bullets removed. */
  sentencesOf: (text: string) => string[];
  /** Whether a sentence speaks to the writer ("Mention...", "Remind them...") rather than to the reader. */
  isToWriter: (sentence: string) => boolean;
  factsOfSentence: (sentence: string) => Fact[];
  /** The sentences for the reader that carry facts, notes to the writer left out. */
  factSentences: (text: string) => FactSentence[];
  readNotes: (text: string) => Instructions;
  briefDetails: (brief: Partial<Brief>) => DetailLine[];
  /** A brief's first day as a post says it ("Friday 19 June"); empty without one. */
  shortDate: (startsOn: string | undefined) => string;
  /** Claims a tool makes only when the studio's words give them. */
  claims: readonly { says: RegExp; grounded: RegExp }[];
  essentialsJoiner: string;
  /** The label of a line of facts taken from notes. */
  otherFactsLabel: string;
  /** The signature when a named person signs: the name, then the business. */
  signedBy: (name: string, business: string | undefined) => string;
};

export type LanguagePack = {
  language: Language;
  /** The rules of the language the tools apply to the words they are given. */
  grammar: Grammar;
  voice: VoiceWords;
  brand: BrandWords;
  themes: Record<ThemeKey, Theme>;
  blog: BlogWords;
  social: SocialWords;
  newsletter: NewsletterWords;
  website: WebsiteWords;
  email: EmailWords;
  reply: ReplyWords;
  video: VideoWords;
  seo: SeoWords;
  facts: FactWords;
};
