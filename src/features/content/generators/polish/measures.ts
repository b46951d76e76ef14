// How polished text is measured, the same way in every test: sentences and how many two
// takes share, how often a keyword or topic phrase comes back, what makes a headline too
// long or stuffed, what makes a hashtag glued, and which stock sentences a tool says in
// many of its outputs. The words these measures know (stop words, stock endings) are
// those of the English corpus.

/** Words a phrase match skips, so "pilates cape town" is found in "Pilates in Cape Town". */
const SKIPPED = new Set(['a', 'an', 'the', 'in', 'at', 'near', 'of', 'for', 'and', '&', 'to', 'with', 'on', 'your', 'our']);

/** Stock endings a headline may carry at most one of. */
export const STOCK_ENDINGS = [
  'made easy',
  'what you need to know',
  'everything you need to know',
  'explained',
  'a complete guide',
  'the complete guide',
  'the ultimate guide',
  "a beginner's guide",
  'tips and tricks',
  'for beginners',
  'and why it matters',
  'demystified',
  'simplified',
  'the essentials',
] as const;

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\d]+(?:['’][\p{L}]+)?/gu) ?? [];

/** The words of a text a phrase match counts: skipped words left out. */
const contentWords = (text: string): string[] => words(text).filter((word) => !SKIPPED.has(word));

/** A sentence as two takes are compared: lower case, words only. */
export function normalised(sentence: string): string {
  return words(sentence).join(' ');
}

/** The sentences of a text: every line, split after . ! ? before a capital; bullets and headings count as one each. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/<[^>]+>/g, '\n')
    .split(/\n+/)
    .flatMap((line) => line.trim().split(/(?<=[.!?])\s+(?=["“(]?[\p{Lu}\d])/u))
    .map((sentence) => sentence.replace(/^([•*-]|\d+[.)])\s+/, '').trim())
    .filter((sentence) => words(sentence).length > 0);
}

const MIN_COMPARED = 4;

/** Whether two sentences are the same or nearly: at least 70% of their distinct words in common. */
export function nearlySame(a: string, b: string): boolean {
  const x = new Set(words(a));
  const y = new Set(words(b));
  if (x.size === 0 || y.size === 0) return false;
  let common = 0;
  for (const word of x) if (y.has(word)) common += 1;
  return common / Math.max(x.size, y.size) >= 0.7;
}

/** Whether a sentence is taken from what the user typed (a fact printed as written): it is not the writer's. */
function fromInputs(sentence: string, inputs: readonly string[]): boolean {
  const own = asTyped(sentence);
  return inputs.some((input) => asTyped(input).includes(own));
}

/** A note said to its reader keeps its words but not its person: "her midwife" and "your midwife", "the place" and "your place", read alike here. */
const asTyped = (text: string) => normalised(text).replace(/\b(?:your|her|his|their|the)\b/g, 'the');

/** The sentences of a text two takes are compared on: four words or more, not copied from the inputs. */
export function comparedSentences(text: string, inputs: readonly string[] = []): string[] {
  return sentencesOf(text).filter((sentence) => words(sentence).length >= MIN_COMPARED && !fromInputs(sentence, inputs));
}

/**
 * The share (0-1) of `b`'s sentences that are the same or nearly the same as one of `a`'s:
 * how much a second take repeats the first, or how little a second tone template changed.
 * Sentences of under four words and sentences copied from `inputs` are left out.
 */
export function sharedSentenceShare(a: string, b: string, inputs: readonly string[] = []): number {
  const first = comparedSentences(a, inputs);
  const second = comparedSentences(b, inputs);
  if (second.length === 0) return 0;
  return second.filter((sentence) => first.some((other) => nearlySame(sentence, other))).length / second.length;
}

/** How many times a phrase's words come in a row in a text (skipped words aside, any case). */
export function phraseUses(text: string, phrase: string): number {
  const needle = contentWords(phrase);
  if (needle.length === 0) return 0;
  const hay = contentWords(text);
  let uses = 0;
  for (let i = 0; i + needle.length <= hay.length; i += 1) {
    if (needle.every((word, k) => hay[i + k] === word)) {
      uses += 1;
      i += needle.length - 1;
    }
  }
  return uses;
}

/** Texts shorter than this are posts and lines: the density rule reads long texts. */
export const LONG_TEXT_WORDS = 150;

/**
 * What is wrong with how often `phrase` comes back in a long text: more than twice per 300
 * words (at least two allowed), or, once it comes back, 2.5% of the words or more. Said
 * once, a long topic the user typed is their words, not stuffing: an 18-word topic is 9%
 * of a 200-word letter on its own. Empty when it reads well.
 */
export function densityProblems(text: string, phrase: string): string[] {
  const total = words(text).length;
  const length = contentWords(phrase).length;
  if (total < LONG_TEXT_WORDS || length === 0) return [];
  const uses = phraseUses(text, phrase);
  const allowed = Math.max(2, Math.floor((2 * total) / 300));
  const share = (uses * words(phrase).length) / total;
  const problems: string[] = [];
  if (uses > allowed) problems.push(`"${phrase}" ${uses} times in ${total} words (at most ${allowed})`);
  if (uses >= 2 && share >= 0.025) problems.push(`"${phrase}" is ${(share * 100).toFixed(1)}% of ${total} words`);
  return problems;
}

export const MAX_HEADLINE_CHARS = 70;
const WHOLE_FIELD_WORDS = 6;

/**
 * What is wrong with a headline, subject or title: over 70 characters, carrying a whole
 * input field of six words or more, or more than one stock ending.
 */
export function headlineProblems(headline: string, fields: readonly string[] = []): string[] {
  const problems: string[] = [];
  if (headline.length > MAX_HEADLINE_CHARS) problems.push(`${headline.length} characters: "${headline}"`);
  const own = ` ${normalised(headline)} `;
  for (const field of fields) {
    const value = normalised(field);
    if (value.split(' ').length >= WHOLE_FIELD_WORDS && own.includes(` ${value} `)) problems.push(`carries the whole field "${field}"`);
  }
  const endings = STOCK_ENDINGS.filter((ending) => own.includes(` ${normalised(ending)} `));
  if (endings.length > 1) problems.push(`stock endings ${endings.join(' + ')}: "${headline}"`);
  return problems;
}

/** The words of a hashtag: "#MorningMobility4Runners" -> morning, mobility, 4, runners. */
export function hashtagWords(tag: string): string[] {
  return tag
    .replace(/^#/, '')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\d)|(\d)(\p{L})/gu, (_m, a, b, c, d) => (a ? `${a} ${b}` : `${c} ${d}`))
    .split(/[\s_]+/)
    .filter(Boolean);
}

/**
 * What is wrong with a set of hashtags: a tag of more than three words (as its capitals
 * show them), one of 20 characters or more, or the same tag twice in any case.
 * An all-lower-case tag's words cannot be seen: its length rule still holds.
 */
export function hashtagProblems(tags: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const tag of tags) {
    const bare = tag.replace(/^#/, '');
    if (hashtagWords(tag).length > 3) problems.push(`${tag}: ${hashtagWords(tag).length} words`);
    if ([...bare].length >= 20) problems.push(`${tag}: ${[...bare].length} characters`);
    const key = bare.toLowerCase();
    if (seen.has(key)) problems.push(`${tag}: twice`);
    seen.add(key);
  }
  return problems;
}

/** The hashtags written in a text. */
export function hashtagsIn(text: string): string[] {
  return text.match(/#[\p{L}\d_]+/gu) ?? [];
}

/**
 * The stock sentences of a tool across a corpus: each sentence (four words or more, not
 * from that output's inputs) with the share of outputs that say it, those over `share`
 * (one in five by default), most frequent first.
 */
export function stockSentences(
  outputs: readonly { text: string; inputs?: readonly string[] }[],
  share = 0.2,
): { sentence: string; share: number }[] {
  const counts = new Map<string, { sentence: string; outputs: number }>();
  for (const { text, inputs = [] } of outputs) {
    const said = new Set<string>();
    for (const sentence of comparedSentences(text, inputs)) {
      const key = normalised(sentence);
      if (said.has(key)) continue;
      said.add(key);
      const entry = counts.get(key) ?? { sentence, outputs: 0 };
      entry.outputs += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .map(({ sentence, outputs: n }) => ({ sentence, share: n / Math.max(1, outputs.length) }))
    .filter((entry) => entry.share > share)
    .sort((a, b) => b.share - a.share);
}

/** How an output opens: its first sentence's first four words, to see whether openings vary. */
export function openingOf(text: string): string {
  const first = sentencesOf(text)[0] ?? '';
  return words(first).slice(0, 4).join(' ');
}
