// Each question and worry of the client's message gets its answer: the staff's notes
// that speak to it (matched by topic and shared words), a fact of the studio's that
// answers it, or what the studio will confirm. A health question always ends with the
// careful line, never a diagnosis. Notes that answer no question are kept for after.

import type { ReplyWords } from './reply-pack-words.ts';
import type { Fact, FactKind } from '../shared/facts/fact-types.ts';
import type { ClientQuestion, ReplyTopic, StaffNote } from './reply-types.ts';

/** The kinds of fact that answer a question of each topic. */
const TOPIC_FACTS: Partial<Record<ReplyTopic, readonly FactKind[]>> = {
  time: ['date', 'day', 'time', 'duration', 'deadline'],
  price: ['price', 'discount'],
  place: ['place'],
  bring: ['bring'],
  booking: ['phone', 'link', 'count'],
};

export type Answers = { paragraphs: string[]; rest: StaffNote[] };

function score(question: ClientQuestion, note: StaffNote): number {
  const [main] = question.topics;
  const topical = note.topics[0] === main ? 3 : note.topics.some((topic) => topic !== 'general' && question.topics.includes(topic)) ? 2 : 0;
  const shared = note.words.filter((word) => question.words.includes(word)).length;
  return topical + Math.min(shared, 3) + (note.yesNo && question.yesNo ? 1 : 0);
}

/** Which question each note answers: the best-scoring one, the earliest on a tie; none below 1. */
function assign(questions: readonly ClientQuestion[], notes: readonly StaffNote[]): Map<StaffNote, number> {
  const owner = new Map<StaffNote, number>();
  for (const note of notes) {
    if (note.kind === 'instruction') continue;
    let best = -1;
    let bestScore = 0;
    questions.forEach((question, index) => {
      const s = score(question, note);
      if (s > bestScore) [best, bestScore] = [index, s];
    });
    // A bare "yes" answers the first yes-or-no question nothing has answered yet.
    if (best < 0 && note.yesNo) best = questions.findIndex((q, i) => q.yesNo && ![...owner.values()].includes(i));
    if (best >= 0) owner.set(note, best);
  }
  return owner;
}

const order: Record<StaffNote['kind'], number> = { answer: 0, promise: 1, ask: 2, instruction: 3 };

/** A sentence of the studio's details, in the client's words, with its content words. */
export type InfoLine = { text: string; words: string[] };

export function answerQuestions(
  questions: readonly ClientQuestion[],
  notes: readonly StaffNote[],
  facts: readonly Fact[],
  info: readonly InfoLine[],
  words: ReplyWords,
  take: number,
  seed = 0,
): Answers {
  const a = words.answers;
  let framed = 0;
  // Each message frames its answers from its own place in the banks, so two studios' replies read apart.
  const frame = (kind: StaffNote['kind'] | 'fact', sentence: string) => a.frame(kind, sentence, take, seed + framed++);
  const version = <T>(bank: readonly T[], index: number, draw = seed): T => bank[(draw + index + take) % bank.length] as T;
  const owner = assign(questions, notes);
  const said = new Set<string>();
  let cared = false;
  const paragraphs = questions.map((question, index) => {
    const mine = notes.filter((note) => owner.get(note) === index).sort((x, y) => order[x.kind] - order[y.kind]);
    const topic = question.topics[0] ?? 'general';
    const lines: string[] = question.facts.filter((fact) => fact.kind === 'count').map((fact) => a.reference(fact.text));
    if (question.worry && mine.length === 0) lines.push(version(a.worryLeads, index));
    // "Do I need to bring a mat?" answered by "Mats are provided" says first that she need not.
    // "Can I come with my bad knee?" answered by "knee fine" welcomes her, naming her concern.
    const welcome = (note: StaffNote) => (question.yesNo && question.concern && note.kind === 'answer' ? a.welcomeWith(note.text, question.concern) : undefined);
    lines.push(...mine.map((note) => (topic === 'bring' && note.provides ? a.noNeedToBring(note.text) : (welcome(note) ?? frame(note.kind, note.text)))));
    // A sentence of the details that speaks of what she asked ("Parking is free after 6 pm") answers it.
    const detail = mine.length === 0 ? info.find((line) => line.words.some((word) => question.words.includes(word))) : undefined;
    if (detail) lines.push(detail.text);
    if (mine.length === 0 && !detail) {
      const kinds = TOPIC_FACTS[topic] ?? [];
      const answering = facts.filter((fact) => kinds.includes(fact.kind)).map((fact) => fact.text);
      const withFacts = a.withFacts[topic];
      // A fact an earlier answer gave ("Yes, Rs 8,000 for up to 25 people") is not said again as "The price is Rs 8,000".
      const before = [...said].join(' ').toLowerCase();
      const unsaid = answering.filter((fact) => !before.includes(fact.toLowerCase()));
      if (withFacts && answering.length > 0) {
        if (unsaid.length > 0) lines.push(frame('fact', withFacts(unsaid.join(', '))));
      } else {
        const promise = version(a.confirms[topic].length > 0 ? a.confirms[topic] : a.confirms.general, index);
        // Its bank already says it otherwise on the next take: no framing on top.
        lines.push(promise.replace('{concern}', question.concern ?? a.anyConcern));
      }
    }
    // The careful line once, after the first question about health.
    if (question.topics.includes('medical') && !cared) {
      cared = true;
      // Drawn apart from the promise, so the two lines do not always come as one pair.
      lines.push(version(a.medicalCare, index, Math.floor(seed / 8))(question.carer ?? a.carer(question.pregnancy)));
    }
    // Two questions on one thing need its answer once.
    const fresh = lines.filter((line) => !said.has(line) && said.add(line));
    return fresh.join(' ');
  });
  return { paragraphs: paragraphs.filter(Boolean), rest: notes.filter((note) => note.kind !== 'instruction' && !owner.has(note)) };
}
