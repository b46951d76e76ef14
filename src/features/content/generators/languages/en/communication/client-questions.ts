// A client's message as it arrived, read for its questions and worries: question
// marks, "can I", "is it ok", "do you", "what if", "I'm worried", in lower case, with no
// punctuation, several in one line, with emojis. Her words are only read, never printed;
// the short facts she gives (a booking number, a date) may be.

import type { ClientQuestion } from '../../../communication/reply-types.ts';
import type { Fact } from '../../../shared/facts/fact-types.ts';
import { factsOfSentence } from '../facts/extract-facts.ts';
import { contentWords, topicsOf } from './reply-topics.ts';

const EMOJI = /(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}])/gu;

/** Where a new question starts inside a line that has no punctuation between them. */
const QUESTION_START =
  "(?:can|could|may|shall) (?:i|we|my|you|u|she|he|they|it|the|someone)\\b|is (?:it|there|that|this|the)\\b|are (?:there|you|the|meals|mats)\\b|do(?:es)? (?:you|u|i|it|the|she|he|we)\\b|did (?:you|u|i)\\b|what (?:if|time|about|do|does|is|are|should|happens|kind)\\b|how (?:much|long|do|does|many|early|late|far|can|is)\\b|when (?:is|does|do|will|can|are)\\b|where (?:is|do|can|are|should)\\b|which\\b|will (?:there|i|it|you|u|we|the)\\b|would (?:it|i|you|that)\\b|should (?:i|we)\\b|any chance\\b|i'?m (?:a (?:bit|little) )?(?:worried|nervous|scared|anxious|concerned|unsure|not sure)\\b|i am (?:a (?:bit|little) )?(?:worried|nervous|scared|anxious|concerned|unsure|not sure)\\b|i (?:was )?wonder(?:ing|ed)?\\b|not sure (?:if|whether)\\b";
const STARTS_QUESTION = new RegExp(`^(?:and |but |also |so |oh |plus |or )*(?:${QUESTION_START}|(?:is|are|am|do|does|did|can|could|will|would|should|shall|may|have you|has|any|how|what|when|where|which|who|why)\\s+\\w)`, 'i');
// Never after a question word that needs its verb: "how much is it" asks one thing.
const SPLIT = new RegExp(`(?<!\\b(?:how much|how long|how many|how far|how early|how late|what|when|where|which|who|why|how))(?:[,;:]\\s*|\\s+)(?:(?:and|but|also|plus|or|oh|btw|ps)\\s+)*(?=(?:${QUESTION_START}))`, 'gi');
/** A staff summary of the message ("Sarah asks whether..."): also a question. */
const REPORTED = /\b(?:asks?|asked|asking|wonders?|wondering|wants to know|would like to know|enquir\w*|inquir\w*)\b(?: (?:whether|if|about|for|how|when|where|what|why|which|who))?/i;
const WORRY = /\b(?:worried|worry|worries|nervous|scared|afraid|anxious|concerned|unsure|not sure|panicking|freaking out)\b/i;
const YES_NO = /^(?:and |but |also |so |oh |plus |or )*(?:can|could|may|shall|is|are|do|does|did|will|would|should|any chance)\b|\b(?:whether|if)\b/i;
const CONDITION = /^(?:and |but |so |also )*(?:if|in case|incase)\b/i;
const GREETING = /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|thanks?|thank you|cheers|xx+|love|best|regards)\b[^?]*$/i;
const REFERENCE = /\b(?:booking|order|reference|ref|confirmation|invoice|receipt)\s*(?:no\.?|number|num|nr|code|id)?\s*(?:is\s+)?[:#]?\s*#?\s*([A-Z]{0,4}-?\d[\dA-Z-]{2,})\b|(?<![\p{L}\d])#\s?(\d{3,})\b/giu;
const BODY_PART = '(?:lower |upper )?(?:back|shoulder|knee|hip|neck|wrist|ankle|elbow|foot|hamstring|pelvic floor)';
/** What she says of her health, to name it back: "recovering from a shoulder injury" -> "your shoulder injury". */
const CONCERN = new RegExp(
  `\\b(?:my|a|her|his|recent|an old)\\s+((?:bad |sore |injured |recent |old )?${BODY_PART}\\s+(?:injury|surgery|operation|pain|problems?|issues?|strain))\\b|\\b(?:my|her|his|a)\\s+((?:bad|sore|injured|weak|stiff) ${BODY_PART})\\b|\\b(pregnan(?:cy|t))\\b|\\b(?:have|has|with|from)\\s+(asthma|arthritis|sciatica|vertigo|migraines|high blood pressure|low blood pressure|diabetes|epilepsy|a heart condition)\\b`,
  'i',
);

/** Her health concern as the reply names it, or undefined when she names none. */
function concernOf(text: string): string | undefined {
  const match = CONCERN.exec(text);
  if (!match) return undefined;
  if (match[3]) return 'your pregnancy';
  return `your ${(match[1] ?? match[2] ?? match[4] ?? '').toLowerCase().replace(/^a /, '')}`;
}

const CARER = /\b(doctor|midwife|physio(?:therapist)?|gp|obstetrician|consultant|osteopath|cardiologist|surgeon|specialist|oncologist)\b/i;

function pieces(message: string): { text: string; asked: boolean }[] {
  return message
    // An emoji ends a thought as a full stop does.
    .replace(new RegExp(`(?:${EMOJI.source})+`, 'gu'), '. ')
    .split(/\r?\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+|(?<=[?])(?=\S)/))
    .flatMap((sentence) => {
      const asked = /\?\s*$/.test(sentence);
      const parts = sentence.split(SPLIT).filter((text) => /[\p{L}\d]/u.test(text));
      // The question mark belongs to the last part: "I'm 31 weeks pregnant, is it ok?" asks one thing.
      return parts.map((text, index) => ({ text: text.replace(/[.!?…]+\s*$/, '').trim(), asked: asked && index === parts.length - 1 }));
    });
}

/** A booking number, a date or a time she gives: short, and hers to be told back. */
function factsOf(text: string): Fact[] {
  const refs: Fact[] = [...text.matchAll(REFERENCE)].map((match) => ({ kind: 'count', text: match[1] ?? `#${match[2]}` }));
  const facts = factsOfSentence(text).filter((fact) => fact.kind === 'date' || fact.kind === 'day' || fact.kind === 'time');
  return [...refs, ...facts.filter((fact) => !refs.some((ref) => ref.text.includes(fact.text) || fact.text.includes(ref.text)))];
}

function isQuestion(piece: { text: string; asked: boolean }): boolean {
  if (GREETING.test(piece.text) && !piece.asked) return false;
  return piece.asked || STARTS_QUESTION.test(piece.text) || REPORTED.test(piece.text) || WORRY.test(piece.text);
}

const WEAK: readonly string[] = ['booking', 'general', 'level'];
const COMING = /\b(?:come|coming|join|return|back)\b/i;

/** Each question or worry of the message, in the order she asked them. */
export function clientQuestions(message: string): ClientQuestion[] {
  const all = pieces(message);
  const questions: ClientQuestion[] = [];
  let before = '';
  let condition = '';
  /** What she said since the last question: "my booking number is LF-2207, can I move it?". */
  let since = '';
  for (const piece of all) {
    if (CONDITION.test(piece.text) && !STARTS_QUESTION.test(piece.text) && !piece.text.includes('?')) {
      condition = `${condition} ${piece.text}`;
      continue;
    }
    if (!isQuestion(piece)) {
      before = `${before} ${piece.text}`;
      since = `${since} ${piece.text}`;
      continue;
    }
    const own = `${condition} ${piece.text}`.trim();
    const ownTopics = topicsOf(piece.text);
    // "when can I come back?" after "I had my baby 5 weeks ago": a time question about her coming is hers too.
    const coming = COMING.test(piece.text) && ownTopics.every((topic) => topic === 'time' || WEAK.includes(topic));
    const weak = coming || ownTopics.every((topic) => WEAK.includes(topic));
    // "I'm 31 weeks pregnant, is it ok for me to come?": what she said before tells what she asks about.
    const context = weak ? `${before} ${condition}` : condition;
    const topics = [...new Set([...ownTopics.filter((t) => t !== 'general'), ...topicsOf(context).filter((t) => t !== 'general')])];
    const ordered = weak && topics.includes('medical') ? ['medical' as const, ...topics.filter((t) => t !== 'medical')] : topics;
    const whole = `${before} ${own}`;
    questions.push({
      topics: ordered.length > 0 ? ordered : ['general'],
      worry: WORRY.test(piece.text),
      yesNo: YES_NO.test(piece.text),
      words: contentWords(own),
      facts: factsOf(`${since} ${own}`),
      carer: CARER.exec(own)?.[1]?.toLowerCase() ?? (/\bpregnan/i.test(whole) ? undefined : CARER.exec(whole)?.[1]?.toLowerCase()),
      concern: concernOf(whole),
      pregnancy: /\bpregnan|\btrimester|\bweeks? along\b|\bmidwife|\bbump\b/i.test(whole),
    });
    condition = '';
    since = '';
  }
  return questions;
}
