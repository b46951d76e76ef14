// What a language pack's grammar provides: the rules of one language the tools
// apply to the words they are given and the sentences they build (inflection,
// articles, title case, list joining, sentence casing, the fillers a calm brand
// drops). Tools hold no word of a language; they call these through the pack.

/** How a video script shapes its topic, points and audience. */
export type ScriptGrammar = {
  /** A field inside a sentence: lower case unless it holds a name. */
  inSentence(text: string): string;
  /** A field at the start of a line. */
  upperFirst(text: string): string;
  titleCase(text: string): string;
};

/** The names a language pack knows, and how it reads the names a user typed. */
export type Names = {
  /** The pack's places, acronyms and proper terms put right: "pilates cape town" -> "Pilates Cape Town", "Hiit" -> "HIIT". */
  properCase(text: string): string;
  /** Places that are also everyday words ("Bath", "Nice"): names only where the user capitalised them. */
  ambiguousPlaces: readonly string[];
  /** Acronyms that are also everyday words ("ACT"): capitals only where the user typed them so. */
  ambiguousAcronyms: readonly string[];
  /** The words that make an ambiguous place a place when it follows them ("in", "near"). */
  beforePlace: readonly string[];
  /** The names the tagger finds in a text as typed: people, places, organisations. */
  taggedNames(text: string): string[];
  /** Whether a word is an everyday word ("free", "new"): typed in capitals it is emphasis, not an acronym. */
  isEverydayWord(word: string): boolean;
};

export type Grammar = {
  /** A field mid-sentence: lower case unless it holds a name or a styled title. */
  inSentence(text: string): string;
  /** An item of a list the product offers ("Yin Yoga") in running text: "yin yoga", "Hatha yoga", "MBSR". */
  runningText(item: string): string;
  /** A count and its noun in agreement: "1 minute", "5 minutes", "1 class", "3 key ideas". */
  plural(count: number, noun: string, pluralForm?: string): string;
  /** A keyword as a writer weaves it: its place after "in" ("pilates cape town" -> "Pilates in Cape Town", "cape town yoga" -> "yoga in Cape Town"), "near me" as "nearby". */
  placeWithIn(phrase: string): string;
  /** Place keywords qualify the practice before them instead of standing as practices. */
  joinPlaceKeywords(keywords: readonly string[]): string[];
  /** The core of a long field: its first clause, at most `maxWords` words. */
  corePhrase(text: string, maxWords?: number): string;
  /** A keyword as a thing you do or explore: a concern as relief from it, a goal as its better form, a countable practice with its article. */
  keywordPhrase(keyword: string): string;
  /** The bare practice of a keyword: no place, no article. */
  bareKeyword(keyword: string): string;
  /** Marks keyword slots used as modifiers ({kw} -> {kwBare}), so they take the bare keyword. */
  markModifiers(template: string): string;
  /** A template's words around its keyword slots in agreement with their values: a plural keyword's verbs, a keyword after a quantifier. */
  agreeSlots(template: string, slots: Readonly<Record<string, string>>): string;
  /** Whether a text says the same two-word phrase twice. */
  repeatsPhrase(text: string): boolean;
  /** Stock headline endings ("made easy", "what you need to know"), global: a headline carries one at most. */
  stockEndings: RegExp;
  /** The head of a long field as a headline names it, at most `maxWords` words. */
  headlinePhrase(text: string, maxWords?: number): string;
  /** The noun phrase a clause-shaped topic is about ("our spring course" from "Our spring course starts in April"), undefined when the topic is no clause. */
  topicNoun(topic: string): string | undefined;
  /** The same for a statement only ("Ravi's circles are back"); none for a question, which reads as a thing whole ("a talk on how breathwork calms the mind"). */
  statementNoun(topic: string): string | undefined;
  /** The noun phrases a topic's hashtags come from: the topic when it names a thing, else its subject and other noun phrases, never a verb or a question word. */
  topicPhrases(topic: string): string[];
  /** Title case for headlines, keeping the user's own capitals. */
  titleCase(text: string): string;
  /** "a", "a and b", "a, b and c" (or another conjunction). */
  joinList(items: readonly string[], conjunction?: string): string;
  /** Capitalises the first letter of every sentence. */
  capitalizeSentences(text: string): string;
  /** Whether a lead-in ("Plus, ...") reads well before this sentence. */
  canLeadIn(sentence: string): boolean;
  /** The sentence after a lead-in. */
  afterLeadIn(leadIn: string, sentence: string): string;
  /** Whether a sentence reads well with none before it. */
  standsAlone(sentence: string): boolean;
  /** The hype fillers a calm brand never says, with the space before them (global). */
  hype: RegExp;
  /** A topic's nouns as search words: no article or number before them, none too short or too long ("yin poses"). */
  topicNouns(topic: string): string[];
  /** Word-level slips tidied: articles that do not fit the next sound, doubled words. */
  tidyWords(text: string): string;
  script: ScriptGrammar;
  names: Names;
};
