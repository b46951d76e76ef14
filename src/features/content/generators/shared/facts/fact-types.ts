// What a studio's own words say for certain, as the writing tools keep it: each fact
// is a span of the studio's text, exactly as written ("Rs 12,500 per person",
// "19-21 June", "+230 5712 3456"), so a tool can print it unchanged and a test can
// find it in the output.

export const FACT_KINDS = [
  'date',
  'day',
  'time',
  'duration',
  'price',
  'discount',
  'deadline',
  'person',
  'place',
  'bring',
  /** What the price covers or the studio provides: "mats and bolsters provided", "lunch included". */
  'included',
  'link',
  'phone',
  'count',
] as const;

export type FactKind = (typeof FACT_KINDS)[number];

export type Fact = { kind: FactKind; text: string };

/** A sentence of a free text that carries facts, cleaned of labels and notes to the writer. */
export type FactSentence = { text: string; facts: Fact[] };

/** What notes to the writer ask for, where the language pack recognises it; anything else is left out. */
export type Instructions = {
  /** "Sign off from Anaïs": the person who signs, instead of the team. */
  signOff?: string;
  /** "Remind them to bring warm layers": reminders to the reader, already in the reader's words. */
  reminders: string[];
  /** "Mention the studio is closed 25 Dec": sentences to include, already in the studio's words. */
  mentions: string[];
  /** "Avoid the word 'detox'": words and phrases no sentence of the output may hold. */
  avoid: string[];
};

/** A label of the pack ("When", "Price") and the studio's words for it. */
export type DetailLine = { label: string; value: string; kinds: readonly FactKind[] };

/** Everything a tool is given as fact, from its free-text fields and the brief. */
export type FactSheet = {
  /** Every fact found, without duplicates, in the order given. */
  facts: Fact[];
  /** Labelled lines from the brief, in the pack's order (When, Where, With, Price...). */
  details: DetailLine[];
  /** The fact-carrying sentences of the free text that the brief's lines do not already say. */
  sentences: FactSentence[];
  /** The essentials for a short post: when, price, how to book, places left. */
  essentials: string[];
  instructions: Instructions;
};

export const NO_INSTRUCTIONS: Instructions = { reminders: [], mentions: [], avoid: [] };
