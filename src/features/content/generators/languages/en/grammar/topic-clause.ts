// A topic typed as a clause ("Our spring course starts in April", "How yoga nidra helps
// new mothers sleep") is about its subject: a template that slots the topic as a thing
// ("Give {kw} a fixed slot", "5 tips for {kw}") and a short form name that noun phrase,
// never the clause cut mid-way ("how yoga nidra helps"). The tagger finds the finite
// verb; the pack's own practice words are read as nouns ("mat Pilates builds").

import nlp from 'compromise';
import { PROPER_TERMS } from '../names/acronyms.ts';

const QUESTION = /^(?:how|why|what|when|where|which|who)$/i;
/** Words a subject ends before: what follows them qualifies it ("slow breathing | before bed"). */
const QUALIFIER = /^(?:for|before|after|in|at|on|with|without|during|through|from|by|near|over|into|across|of|to|when|while|because|this|these|that|who|which)$/i;
/** Words that open a clause inside a noun phrase: the verb after them is not the topic's ("stretches that help runners"). */
const RELATIVE = /^(?:that|who|which|whose|where|when|if|to)$/i;
/** Words that may lead a noun phrase but are no subject on their own. */
const EMPTY = /^(?:a|an|the|our|your|my|their|his|her|its|this|these|those|some|all|every|each|you|we|it|they|i|there|here)$/i;
/** Practices the tagger reads as verbs ("pilates", "yoga", "rest"): in a topic they are things. */
const PRACTICE_NOUNS = new Set([...PROPER_TERMS.map((term) => term.toLowerCase()), 'yoga', 'nidra', 'yin', 'breathwork', 'reformer', 'barre', 'sound', 'stretch', 'mat', 'rest']);

type Term = { text: string; tags: string[] };

const clean = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’]+$/gu, '');

/** The topic's words as the tagger reads them, the pack's practices as nouns (the tagger's own lexicon is shared, so it is left as it is). */
function termsOf(text: string): Term[] {
  const json = nlp(text).terms().json() as { terms: { text: string; tags: string[] }[] }[];
  return json.map((entry) => entry.terms[0] ?? { text: '', tags: [] }).map((term) => (PRACTICE_NOUNS.has(clean(term.text).toLowerCase()) ? { text: term.text, tags: ['Noun'] } : term));
}

const has = (term: Term | undefined, tag: string) => term?.tags.includes(tag) ?? false;

/** Whether the term is a verb that makes a clause: "helps", "starts", "are", "can", "returned"; not "building" or "to sleep". */
function finite(term: Term, before: Term | undefined): boolean {
  if (!has(term, 'Verb') || has(term, 'Gerund') || has(term, 'Participle')) return false;
  // "to sleep" is no clause; "body and mind" joins two nouns, whatever the tagger reads "mind" as.
  if (before && /^(?:to|and|or)$/i.test(before.text)) return false;
  return has(term, 'Copula') || has(term, 'Modal') || has(term, 'Auxiliary') || has(term, 'PresentTense') || has(term, 'PastTense');
}

/** The subject up to what qualifies it: "slow breathing" from "slow breathing before bed". */
function headOf(words: readonly string[]): string | undefined {
  const cut = words.findIndex((word, i) => i > 0 && QUALIFIER.test(word));
  const kept = (cut > 0 ? words.slice(0, cut) : words).map(clean).filter(Boolean);
  if (kept.length === 0 || kept.every((word) => EMPTY.test(word))) return undefined;
  return kept.join(' ');
}

/**
 * The noun phrase a clause-shaped topic is about, or undefined when the topic is no
 * clause ("Yin yoga for tight hips", "Building a calmer morning routine", "How to
 * start"): the subject before its verb ("our spring MBSR course" from "Our spring MBSR
 * course starts in April", "yoga nidra" from "How yoga nidra helps..."), or, when a
 * question word is the subject, what the verb is about ("your first MBSR session" from
 * "What happens in your first MBSR session").
 */
export function clauseSubject(topic: string): string | undefined {
  const text = topic.trim().replace(/\s+/g, ' ').replace(/[.!?]+$/, '');
  // The first clause: what follows a comma or a colon adds to it.
  const clause = text.split(/\s*[,;:(–—]\s*|\s-\s/)[0] ?? text;
  const terms = termsOf(clause);
  const words = clause.split(' ');
  if (terms.length !== words.length) return undefined;
  const question = QUESTION.test(clean(words[0] ?? ''));
  const start = question ? 1 : 0;
  if (question && /^to$/i.test(words[1] ?? '')) return undefined;
  for (let i = start; i < terms.length; i += 1) {
    const term = terms[i] as Term;
    if (RELATIVE.test(clean(term.text)) && i > start) return undefined;
    if (!finite(term, terms[i - 1])) continue;
    // "Pilates moves you can do at home": a noun with a clause of its own after it, no clause.
    if (/^(?:you|we|they|i)$/i.test(terms[i + 1]?.text ?? '') && (has(terms[i + 2], 'Modal') || has(terms[i + 2], 'Auxiliary'))) return undefined;
    if (i === start) {
      // "What happens in your first session": the question word is the subject; the topic is what follows.
      if (!question) return undefined;
      const rest = words.slice(i + 1);
      const from = rest.findIndex((word) => !QUALIFIER.test(word));
      return from < 0 ? undefined : headOf(rest.slice(from));
    }
    const subject = words.slice(start, i);
    // A verb after a word that only leads a phrase ("you can", "it is") gives no subject worth naming.
    if (subject.length === 1 && EMPTY.test(subject[0] ?? '')) return undefined;
    return headOf(subject);
  }
  return undefined;
}

/** The subject of a topic typed as a statement ("Ravi's circles" from "Ravi's circles are back"), none for a question, which reads as a thing whole ("a talk on how breathwork calms"). */
export function statementSubject(topic: string): string | undefined {
  return QUESTION.test(clean(topic.trim().split(/\s+/)[0] ?? '')) ? undefined : clauseSubject(topic);
}

/** What leads a noun phrase but names nothing a person searches for: articles, owners, counts, ranks ("your first", "all", "Zoë's"). */
const LEAD = /^(?:a|an|the|our|your|my|their|his|her|its|this|these|those|some|all|every|each|any|new|next|first|second|third|last|\d+|[\p{L}]+['’]s)$/iu;
/** A question word, a pronoun or a time word is no tag on its own. */
const NO_TAG = /^(?:how|why|what|when|where|which|who|you|we|it|they|them|i|me|us|night|day|week|month|year|time|way|today|tonight)$/i;

/** A noun phrase as a tag phrase: its leading articles, owners and counts dropped ("MBSR session" from "your first MBSR session"). */
function tagPhrase(phrase: string): string | undefined {
  const words = phrase.split(/\s+/).map(clean).filter(Boolean);
  while (words.length > 1 && LEAD.test(words[0] ?? '')) words.shift();
  if (words.length === 0 || (words.length === 1 && (LEAD.test(words[0] ?? '') || NO_TAG.test(words[0] ?? '')))) return undefined;
  return words.join(' ');
}

/** A noun phrase's words up to its last noun, and never past a plural that a verb follows ("nurses | sleep deeper"). */
function nounWords(terms: readonly Term[]): string[] {
  const words: string[] = [];
  for (const [i, term] of terms.entries()) {
    words.push(term.text);
    const next = terms[i + 1];
    if (has(term, 'Plural') && next && has(termsOf(clean(next.text))[0], 'Infinitive')) break;
  }
  while (words.length > 0 && !has(terms[words.length - 1], 'Noun')) words.pop();
  return words;
}

/**
 * The noun phrases a topic's tags come from: the topic itself when it names a thing
 * ("Yin yoga for tight hips"), else, for a clause or a question, its subject and the
 * other noun phrases the tagger finds ("slow breathing" from "How slow breathing before
 * bed helps you sleep"): never a verb, a question word, or words that straddle two phrases.
 */
export function topicPhrases(topic: string): string[] {
  const text = topic.trim().replace(/\s+/g, ' ').replace(/[.!?]+$/, '');
  if (!text) return [];
  const subject = clauseSubject(text);
  const question = QUESTION.test(clean(text.split(' ')[0] ?? ''));
  if (!subject && !question) return [text];
  // The other noun phrases, where they name a thing of their own: "tired new mothers", not "bed" or "April".
  const found = nlp(text).nouns().not('#Date').json() as { terms: Term[] }[];
  const nouns = found
    .map(({ terms }) => tagPhrase(nounWords(terms).join(' ')))
    .filter((noun) => noun && (noun.includes(' ') || /^\p{Lu}{2,}/u.test(noun)));
  const phrases = [subject ? tagPhrase(subject) : undefined, ...nouns].filter((phrase): phrase is string => phrase !== undefined);
  return phrases.filter((phrase, i) => phrases.findIndex((p) => p.toLowerCase() === phrase.toLowerCase()) === i);
}
