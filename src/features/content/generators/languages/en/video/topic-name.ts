// How an English script names a long topic where the whole would be too much: a title
// and the mentions after the first say its first clause when that clause is whole ("how
// mat pilates builds a stronger back"), what it is about when the clause is only a
// subject ("a week of morning yoga" from "What a week of morning yoga, slow meals..."),
// else its head; never a clause cut before its verb has what follows ("yoga nidra helps").
// A statement ("Zoë's HIIT classes are back") is named by its subject wherever the
// topic is slotted as a thing. A short topic is named whole in a title, by its head
// after the first mentions.

import { titleCase } from '../grammar/script-text.ts';
import { clauseSubject } from '../grammar/topic-clause.ts';
import type { ScriptVars } from '../../../video/script-vars-type.ts';

const LONG_TOPIC_WORDS = 6;
/** A question clause this short is its subject only: "How a calmer morning routine". */
const WHOLE_CLAUSE_WORDS = 7;
const MAX_CLAUSE_CHARS = 64;
const QUESTION_WORD = /^(?:how|why|what|when|where)\s+/i;
/** Where a phrase can end: before a word that ties it to more ("for", "in", "when", "and"...). */
const LINK = /\s(?=(?:that|who|which|when|where|while|because|for|to|after|before|without|with|so|in|at|on|during|through|from|by|near|over|into|across|and|or|of)\s)/gi;

const count = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The longest beginning of `min` to `max` words that ends before a linking word. */
function headOf(text: string, min: number, max: number): string | undefined {
  const heads = [...text.matchAll(LINK)].map((match) => text.slice(0, match.index)).filter((head) => count(head) >= min && count(head) <= max);
  return heads[heads.length - 1];
}

/** A question's beginning that is a whole clause ("How breathwork helps you sleep" before "after..."), never one that ends on its verb ("How mat pilates builds"). */
function wholeHead(text: string): string | undefined {
  const head = headOf(text, 5, WHOLE_CLAUSE_WORDS + 1);
  const noun = head ? clauseSubject(head) : undefined;
  if (!head || !noun) return head;
  const after = head.replace(QUESTION_WORD, '').slice(noun.length);
  return count(after) >= 2 ? head : undefined;
}

/** What a question topic is about: "mat pilates" from "How mat pilates builds...". */
function subject(text: string): string {
  const noun = clauseSubject(text);
  if (noun) return noun;
  const rest = text.replace(QUESTION_WORD, '');
  const head = headOf(rest, 2, LONG_TOPIC_WORDS - 1);
  // "What happens in a sound bath": what it is about comes after the verb.
  const about = /\s(?:in|at|of|with|during|after|before)\s(.{3,})$/i.exec(rest)?.[1];
  return head ?? about ?? rest.split(' ').slice(0, 3).join(' ');
}

/** The topic as a title or a later mention names it, in running text. */
export function shortTopic(topic: string): string {
  const clean = topic.trim().replace(/\s+/g, ' ').replace(/[.!?]+$/, '');
  const question = QUESTION_WORD.test(clean);
  // A statement ("Zoë's HIIT classes are back") is named by its subject: a title slots the topic as a thing.
  const noun = question ? undefined : clauseSubject(clean);
  if (noun) return noun;
  if (count(clean) < LONG_TOPIC_WORDS) return clean;
  const clause = clean.split(/\s*[,;:(–—]\s*/)[0] ?? clean;
  if (clause !== clean && clause.length <= MAX_CLAUSE_CHARS && count(clause) >= 2) {
    if (!question || count(clause) >= WHOLE_CLAUSE_WORDS) return clause;
    return clause.replace(QUESTION_WORD, '');
  }
  if (question) return wholeHead(clean) ?? subject(clean);
  return headOf(clean, 1, LONG_TOPIC_WORDS - 1) ?? clean.split(' ').slice(0, 3).join(' ');
}

/** What a mention after the first says: a long topic's short form, a short one's head ("yin yoga" for "Yin yoga for tight hips"), or the topic itself. */
export function topicAgain(v: ScriptVars): string {
  const clean = v.topic.trim().replace(/[.!?]+$/, '');
  if (count(clean) >= LONG_TOPIC_WORDS || QUESTION_WORD.test(clean)) return shortTopic(clean);
  return clauseSubject(clean) ?? headOf(clean, 1, count(clean) - 1) ?? clean;
}

/** The topic as a step of the script works on it ("Now we build the flow around mat pilates"): a question topic by what it is about. */
export function topicFocus(v: ScriptVars): string {
  const clean = v.topic.trim().replace(/[.!?]+$/, '');
  if (QUESTION_WORD.test(clean)) return subject(clean);
  return count(clean) >= LONG_TOPIC_WORDS ? shortTopic(clean) : (clauseSubject(clean) ?? clean);
}

/** The topic in a title: "Yin Yoga for Tight Hips", "How Mat Pilates Builds a Stronger Back". */
export function titleTopic(v: ScriptVars): string {
  return titleCase(shortTopic(v.topic));
}
