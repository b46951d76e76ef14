// The staff's notes for a reply ("yes she can come; ask for her doctor's OK in
// writing; offer full refund if doctor says no; check with Ravi"), read as what the
// client is told, what the studio will do and what it asks of her. A staff step is never
// addressed to the client as an instruction to herself: "offer a refund" is the studio's
// promise, "ask for her doctor's OK" a polite request.

import type { StaffNote } from '../../../communication/reply-types.ts';
import { QUOTE_RUN, sharedRun } from '../../../shared/facts/shared-run.ts';
import { sentencesOf } from '../facts/extract-facts.ts';
import { toSecondPerson } from './client-facing.ts';
import { fragmentSentence, priceSentence, reminderSentence } from './note-fragments.ts';
import { contentWords, topicsOf } from './reply-topics.ts';

const CARERS = 'doctor|midwife|physio(?:therapist)?|gp|obstetrician|consultant|osteopath|cardiologist|surgeon|specialist|oncologist';
const STAFF_VERB =
  /^(send|e-?mail|call|ring|phone|text|whats ?app|book|reserve|hold|keep|save|confirm|check|put|find out|look into|look up|refund|move|transfer|add|put|arrange|waive|give|forward|share|follow up|update|invite|swap|change|upgrade|sort out|organi[sz]e|email)\b/i;
const CLIENT_VERB = /^(bring|wear|arrive|come|pay|fill in|fill out|complete|eat|drink|dress|park|meet|wait)\b/i;
const TO_WRITER = /^(?:sign(?:ed)?[ -]?off|sign (?:it|as|from)|remind|mention|avoid|don'?t (?:use|say|mention|write|promise)|do not (?:use|say|mention|write|promise)|never (?:say|use)|no emojis?|keep it|be (?:warm|kind|brief|short|friendly|gentle))\b/i;
const SAY = /^(?:tell|let|reassure|explain|say|mention|inform|remind)\s+(?:(?:her|him|them|the client|client)\s+)?(?:know\s+)?(?:that\s+)?/i;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Who a reminder is for: the client, by pronoun or by her first name; "tell Ravi to..." is a step for the team. */
const client = (clientName: string) => {
  const first = clientName.trim().split(/\s+/)[0] ?? '';
  return `(?:her|him|them|the client|client${first.length > 1 ? `|${escapeRegExp(first)}` : ''})`;
};
const DIRECTIVE = '(?:ask|offer|put|tell|let|say|explain|reassure|mention|send|e-?mail|call|ring|text|book|reserve|hold|confirm|check|find out|look into|refund|move|transfer|arrange|waive|give|forward|share|follow up|invite|recommend|suggest|sign|remind|avoid|yes|no)\\b';
const PARTS = new RegExp(`\\s*;\\s*|\\s+[-–]\\s+|,\\s*(?=(?:and\\s+|then\\s+)?${DIRECTIVE})|\\s+(?:and|then|but)\\s+(?=${DIRECTIVE})`, 'i');

// "I", an acronym ("MBSR") and a currency before its amount ("Rs 8,000") keep their capital.
const lowerFirst = (text: string) => (/^(?:I|I'm|I'll|I've)\b|^\p{Lu}{2}|^\p{Lu}\p{Ll}*\s+\d/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string, end = '.') => `${upperFirst(text.trim().replace(/[.!?,;:]+$/, ''))}${end}`;

/** The note in the client's words: "you", "your doctor", "Sunday" with its capital. */
export function clientSide(text: string, clientName: string): string {
  return properDays(
    toSecondPerson(text, clientName)
      .replace(new RegExp(`(?<!\\b(?:your|her|his|their|the|a|my|our|an)\\s)\\b(${CARERS})\\b(?!'s? (?:ok|okay|note))`, 'gi'), 'your $1')
      .replace(/\bi\b/g, 'I'),
  );
}

const DAY_NAMES = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)(s?)\b/gi;

/** A day or a month keeps its capital, however it was typed: "sunday" -> "Sunday". */
export function properDays(text: string): string {
  return text.replace(DAY_NAMES, (_m, name: string, s: string) => `${upperFirst(name.toLowerCase())}${s}`);
}

function conditional(action: string, clientName: string): { action: string; condition: string } {
  const match = /^(.*?)\s+(if|in case|should|unless|once|when)\s+(.+)$/i.exec(action);
  if (!match) return { action, condition: '' };
  return { action: match[1]!, condition: `${match[2]!.toLowerCase()} ${clientSide(match[3]!, clientName)}` };
}

/** "offer full refund if doctor says no" -> "If your doctor says no, we'll refund you in full." */
function offer(rest: string, clientName: string): string {
  const { action, condition } = conditional(rest.replace(/^(?:her|him|them|the client)\s+/i, ''), clientName);
  const thing = clientSide(action, clientName).replace(/^(?:a|an|the)\s+/i, '');
  const promise = /^full refund|^a full refund|^100% refund/i.test(thing)
    ? "we'll refund you in full"
    : /^refund$/i.test(thing)
      ? "we'll refund you"
      : `we can offer you ${/^(?:your|some|free|\d)/i.test(thing) ? thing : `a ${thing}`}`;
  return condition ? sentence(`${condition}, ${promise}`) : sentence(promise);
}

function ask(rest: string, clientName: string): { kind: StaffNote['kind']; text: string } {
  const carer = new RegExp(`\\b(${CARERS})\\b`, 'i').exec(rest)?.[1]?.toLowerCase();
  if (carer && /\b(?:ok|okay|approval|consent|clearance|note|letter|go-ahead|sign[- ]?off|permission|green light|in writing)\b/i.test(rest)) {
    return { kind: 'ask', text: `Could you ask your ${carer} for a short note saying it's fine for you to join?` };
  }
  const staff = /^([\p{Lu}][\p{L}'’-]+)\b(.*)$/u.exec(rest);
  if (staff && !/^(?:her|him|them|she|he|the|client|if|whether|for|to)$/i.test(staff[1]!)) {
    return { kind: 'promise', text: sentence(`we'll ask ${staff[1]}${clientSide(staff[2] ?? '', clientName)} and come back to you`) };
  }
  const body = rest.replace(/^(?:her|him|them|the client|client)\s+/i, '');
  const want = /^for\s+(.+)$/i.exec(body);
  if (want) return { kind: 'ask', text: sentence(`could you send us ${clientSide(want[1]!, clientName)}`, '?') };
  const to = /^to\s+(.+)$/i.exec(body);
  if (to) return { kind: 'ask', text: sentence(`could you ${lowerFirst(clientSide(to[1]!, clientName))}`, '?') };
  const wh = /^(whether|if|which|what|when|how|where|who|about)\s+(.+)$/i.exec(body);
  if (wh) return { kind: 'ask', text: sentence(`could you let us know ${wh[1]!.toLowerCase() === 'about' ? 'more about' : wh[1]!.toLowerCase()} ${clientSide(wh[2]!, clientName)}`, '?') };
  return { kind: 'ask', text: sentence(`could you let us know ${clientSide(body, clientName)}`, '?') };
}

/** One part of the notes as the client reads it. */
function readPart(part: string, clientName: string): Pick<StaffNote, 'kind' | 'text' | 'yesNo' | 'provides'> {
  const text = part.trim().replace(/^(?:pls|please|nb:?)\s+/i, '');
  // "remind her to arrive 10 min early", "tell her to bring socks": a request to her, in whole words.
  const who = client(clientName);
  const request = new RegExp(`^(?:remind|tell)\\s+${who}\\s+to\\s+(.+)$`, 'i').exec(text);
  if (request) return { kind: 'ask', text: reminderSentence(clientSide(request[1]!, clientName)), yesNo: false };
  const reminder = new RegExp(`^remind\\s+${who}\\s+(that|about|of)\\s+(.+)$`, 'i').exec(text);
  if (reminder) return { kind: 'answer', text: sentence(`just a reminder ${reminder[1]!.toLowerCase()} ${clientSide(reminder[2]!, clientName)}`), yesNo: false };
  if (TO_WRITER.test(text)) return { kind: 'instruction', text: '', yesNo: false };
  const yes = /^(yes|yep|yeah|yup|sure|of course|absolutely|definitely|that's fine|fine)\b[\s,.!:-]*(.*)$/i.exec(text);
  if (yes) return { kind: 'answer', text: yes[2] ? sentence(`yes, ${lowerFirst(clientSide(yes[2], clientName))}`) : 'Yes, that is absolutely fine.', yesNo: true };
  const no = /^(?:no|nope|sadly not|sadly no|unfortunately not|unfortunately no)(?:[\s,.!:-]+|$)(.*)$/i.exec(text);
  if (no && (no[1] === '' || /^(?:no|nope)[,.!:-]|^sadly|^unfortunately/i.test(text))) {
    return { kind: 'answer', text: no[1] ? sentence(`I'm sorry, ${lowerFirst(clientSide(no[1], clientName))}`) : "I'm sorry, that isn't possible this time.", yesNo: true };
  }
  // "tell Anaïs before class": she lets her teacher know (a name, then when).
  const letKnow = /^(?:tell|let|inform)\s+(\p{Lu}[\p{L}'’-]+)(?:\s+know)?\s+((?:before|at|when|on|once|as soon as|if|about)\b.+)$/u.exec(text);
  if (letKnow && !new RegExp(`^${client(clientName)}$`, 'i').test(letKnow[1]!)) {
    return { kind: 'ask', text: sentence(`please let ${letKnow[1]} know ${clientSide(letKnow[2]!, clientName)}`), yesNo: false };
  }
  const said = SAY.exec(text);
  if (said && said[0].trim().length > 0 && /^(?:tell|let|reassure|explain|say|mention|inform)/i.test(text)) {
    return { kind: 'answer', text: sentence(clientSide(text.slice(said[0].length), clientName)), yesNo: false };
  }
  const asked = /^ask\s+(.+)$/i.exec(text);
  if (asked) return { ...ask(asked[1]!, clientName), yesNo: false };
  const offered = /^offer\s+(.+)$/i.exec(text);
  if (offered) return { kind: 'promise', text: offer(offered[1]!, clientName), yesNo: false };
  const carerCheck = new RegExp(`^check with (?:her|his|their|the client's|your)\\s+(${CARERS})\\b(.*)$`, 'i').exec(text);
  if (carerCheck) return { kind: 'ask', text: sentence(`could you check with your ${carerCheck[1]!.toLowerCase()}${clientSide(carerCheck[2] ?? '', clientName)}`, '?'), yesNo: false };
  const suggest = /^(?:recommend|suggest)\s+(.+)$/i.exec(text);
  if (suggest) return { kind: 'answer', text: sentence(`we'd suggest ${clientSide(suggest[1]!, clientName)}`), yesNo: false };
  if (STAFF_VERB.test(text)) {
    const { action, condition } = conditional(text, clientName);
    const done = `we'll ${lowerFirst(clientSide(action, clientName))}${/^(?:check|find out|look into|look up)\b/i.test(action) ? ' and come back to you' : ''}`;
    return { kind: 'promise', text: sentence(condition ? `${condition}, ${done}` : done), yesNo: false };
  }
  if (CLIENT_VERB.test(text)) return { kind: 'ask', text: reminderSentence(lowerFirst(clientSide(text, clientName))), yesNo: false };
  const priced = priceSentence(clientSide(text, clientName));
  if (priced) return { kind: 'answer', text: priced, yesNo: false };
  // Shorthand ("mats provided") is said as a sentence of the studio's ("Mats are provided.").
  const fragment = fragmentSentence(clientSide(text, clientName));
  if (fragment) return { kind: 'answer', ...fragment, yesNo: false };
  return { kind: 'answer', text: sentence(clientSide(text, clientName)), yesNo: false };
}

/**
 * A sentence that still holds 8 words in a row of its note says the same with its
 * phrase fronted: "About the Sunday sound bath, we'll check with Ravi and come back to you."
 */
function unechoed(text: string, part: string): string {
  const run = (candidate: string) => sharedRun(candidate, part);
  if (run(text) < QUOTE_RUN) return text;
  const match = /^(.+)\s+(about|regarding|for|on|before|after|until|by|with)\s+(.+?)(\s+and come back to you)?([.?])$/i.exec(text);
  // "..., after that a credit" points back: fronting it would change what it says.
  const fronted = match && !/^(?:that|this|it)\b/i.test(match[3]!) ? `${upperFirst(match[2]!.toLowerCase())} ${match[3]}, ${lowerFirst(match[1]!.replace(/[,;]$/, ''))}${match[4] ?? ''}${match[5]}` : text;
  // "Yes, the pack can be shared" -> "Yes, the pack can certainly be shared".
  const certain = /^yes\b/i.test(text) ? text.replace(/\b(can|will|is|are|does|do|may|should)\b/i, '$1 certainly') : text;
  // "refund the second charge" is her charge: "refund your second charge".
  const hers = text.replace(/\bthe (?=(?:\w+ )?(?:booking|place|charge|payment|deposit|session|class|appointment|spot|seat|room|credit|voucher|order|invoice|balance|pass)\b)/i, 'your ');
  // "X but Y" -> "X. However, Y"; "X, after that a credit" -> "X. After that, we offer a credit": two sentences, each shorter than the note.
  const split = text.replace(/,\s+(after that|otherwise)\s+(an?)\s+/i, (_m, word: string, article: string) => `. ${upperFirst(word.toLowerCase())}, we offer ${article.toLowerCase()} `).replace(/,?\s+(but|because|and)\s+(?=(?:the|she|he|they|we|you|it|there|a|an|our|your)\b)/i, (_m, word: string) => `. ${{ but: 'However,', and: 'Also,' }[word.toLowerCase()] ?? 'That is because'} `);
  return [fronted, certain, hers, split].map((candidate) => [candidate, run(candidate)] as const).sort((a, b) => a[1] - b[1])[0]![0];
}

/** A piece of a note that says a thing of its own: "2 places left", "mats provided", not "Thursday and Saturday". */
const STATEMENT = /\b(?:is|are|was|were|has|have|can|will|left|remaining|available|provided|included|supplied|free|fine|ok|okay|welcome|allowed|needed|required|full|open|closed|yes|starts?|begins?|ends?|finishes|\p{L}{3,}ed)\b/iu;
const JOINED = /^(?:if|when|unless|once|should|in case|and|or|but|so|which|who|then|as|because|yes|no|sure|sadly|unfortunately|of course)\b/i;
const isStatement = (piece: string) => piece.split(/\s+/).length >= 2 && STATEMENT.test(piece) && !JOINED.test(piece);

/** "2 places left, mats provided": two facts, each its own note; a list ("Tuesday, Thursday and Saturday") stays one. */
function clauses(part: string): string[] {
  const pieces = part.split(/,\s+/);
  if (pieces.length < 2) return [part];
  if (pieces.every(isStatement)) return pieces;
  // "tell Anaïs before class, props available": the step, then a fact of its own.
  const facts: string[] = [];
  while (pieces.length > 1 && isStatement(pieces.at(-1)!)) facts.unshift(pieces.pop()!);
  return facts.length > 0 ? [pieces.join(', '), ...facts] : [part];
}

/** Every part of the staff's notes, in order, as the client reads it. */
export function staffNotes(notes: string, clientName: string): StaffNote[] {
  return sentencesOf(notes)
    .flatMap((line) => line.split(/(?<=[.!?])(?<!\b(?:incl|approx|e\.g|i\.e|etc|min|mins|hr|hrs|vs|st|dr|mr|mrs|ms|pp)\.)(?<!\bno\.(?=\s+\d))\s+/i))
    .flatMap((line) => line.split(PARTS))
    .flatMap(clauses)
    .map((part) => part.trim().replace(/^(?:and|then|also)\s+/i, ''))
    .filter((part) => /[\p{L}\d]/u.test(part))
    .map((part) => {
      const read = readPart(part, clientName);
      return { ...read, text: unechoed(read.text, part), topics: topicsOf(part), words: contentWords(part) };
    });
}
