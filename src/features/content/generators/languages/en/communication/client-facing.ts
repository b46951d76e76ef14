// Staff fill the reply form about the client ("Sarah is 5 months pregnant and
// asks whether...", "Check with her midwife"); the client reads the reply. These
// turn such notes into sentences to the client, in the second person, so no
// note is ever sent as it was typed.

import { baseVerb, inSentence, isImperative, opensWithThirdPersonVerb } from '../grammar/phrase.ts';

const STAFF_ACTIONS = /^(send|email|e-mail|call|phone|ring|text|book|reserve|confirm|offer|add|forward|share|arrange|schedule|refund|contact|invite|put|give|reply|follow|update|let|check in|hold|waive|discount|credit)\b/i;
/** What only the studio does (refunds, sends, calls): "we will", whoever the note names. */
const STUDIO_ONLY_ACTIONS = /^(send|email|e-mail|call|phone|ring|text|offer|add|forward|share|arrange|schedule|refund|contact|invite|put|give|follow up|update|hold|waive|discount|credit)\b/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The note with the client as "you": names and pronouns, and the verbs that follow them. */
export function toSecondPerson(note: string, clientName = ''): string {
  let text = ` ${note.trim().replace(/\s+/g, ' ')} `;
  const first = clientName.trim().split(/\s+/)[0] ?? '';
  const names = [clientName.trim(), first, 'the client', 'client', 'she', 'he', 'they'].filter((n) => n.length > 1);
  for (const name of names) {
    const who = escapeRegExp(name);
    text = text.replace(new RegExp(`\\b${who}'s\\b`, 'gi'), 'your');
    text = text.replace(new RegExp(`\\b${who}\\s+(is|has|was|does|\\w+s)\\b`, 'gi'), (_m, verb: string) => `you ${baseVerb(verb)}`);
    text = text.replace(new RegExp(`\\b${who}\\b`, 'gi'), 'you');
  }
  text = text
    .replace(/\b(and|but|or)\s+(\p{Ll}+s)\b(?=\s+(whether|if|about|to|for|a|an|the|when)\b)/gu, (_m, and: string, verb: string) => `${and} ${baseVerb(verb)}`)
    .replace(/\b(her|his|their)\s+(?=[\p{L}\d])(?!(and|or|but|if|whether|to|for|with|at|in|on|the|a|an|this|that|these|those|some|any|our|more|back|up|know|about|know)\b)/giu, 'your ')
    .replace(/\b(her|him|them)\b/gi, 'you')
    .replace(/\b(herself|himself|themselves)\b/gi, 'yourself')
    .replace(/\b(ask|asks|asked) (whether|if)\b/gi, 'would like to know $2')
    .replace(/\bwants? to\b/gi, 'would like to')
    .replace(/\byou you\b/gi, 'you');
  // The client, now "you", keeps the verbs joined to it: "you missed the class and were charged".
  if (/^\s*you\b/i.test(text)) {
    const plural: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };
    text = text.replace(/\b(and|but|or) (is|was|has|does)\b/gi, (_m, and: string, verb: string) => `${and} ${plural[verb.toLowerCase()]}`);
  }
  return text.trim().replace(/[.!?]+$/, '');
}

const period = (text: string) => `${text}.`;

/** The staff's context as an acknowledgement: "You mentioned that you are 5 months pregnant and would like to know whether...". */
export function acknowledge(context: string, clientName: string): string {
  const note = opensWithThirdPersonVerb(context) ? `you ${baseVerb(context.trim().split(/\s+/)[0] ?? '')}${context.trim().replace(/^\S+/, '')}` : context;
  const converted = toSecondPerson(note, clientName);
  const you = /^(would|asked|wanted|needed|mentioned|said|called|emailed|booked|has|had|is|was)\b/i.test(converted) ? `you ${inSentence(converted)}` : converted;
  // "you ask about the price" is what the client did: "You asked about the price".
  const asked = /^you (?:ask|asks|asked|enquire|enquired|inquire|inquired) (about|for)\b/i.exec(you);
  if (asked) return period(`You asked ${asked[1]!.toLowerCase()}${you.slice(asked[0].length)}`);
  if (/^you\b/i.test(you)) return period(`You mentioned that ${inSentence(you)}`);
  return period(`Thank you for the details you shared about ${inSentence(you)}`);
}

/** A next step the staff noted, as the studio's promise ("We will send you...") or a suggestion to the client. */
export function nextStep(step: string, clientName: string): string {
  const you = toSecondPerson(step, clientName);
  const aboutClient = new RegExp(`\\b(her|him|his|them|their|client|${escapeRegExp(clientName.trim() || 'client')})\\b`, 'i').test(step);
  if (STUDIO_ONLY_ACTIONS.test(you) || (aboutClient && STAFF_ACTIONS.test(you))) return period(`As a next step, we will ${inSentence(you)}`);
  if (isImperative(you)) return period(`As a next step, please ${inSentence(you)}`);
  return period(`As a next step, ${inSentence(you)}`);
}

/** Services the staff want to mention, as a recommendation. */
export function recommend(services: string): string {
  const items = services
    .split(/\s*(?:,(?!\d{3}\b)|;|\/|\band\b|\n)\s*/)
    .map((item) => item.trim().replace(/[.!?]+$/, ''))
    .filter(Boolean);
  const list = items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');
  return period(`From what you have told us, we think you would enjoy our ${list.replace(/^(our|the) /i, '')}`);
}

/** Anything else the staff noted, as information for the client. */
export function goodToKnow(info: string, clientName: string): string {
  const you = toSecondPerson(info, clientName);
  if (isImperative(you)) return period(`Please also remember to ${inSentence(you)}`);
  return period(`It may also help to know that ${inSentence(you)}`);
}

