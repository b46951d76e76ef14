// Staff write about the client ("send her the timetable", "Sarah's knee"); the client
// reads the reply. These put such words in the second person, and the services to
// mention as a recommendation.

import { baseVerb, inSentence } from '../grammar/phrase.ts';

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
    .replace(/\b(her|his|their)\s+(?=[\p{L}\d])(?!(and|or|but|if|whether|to|for|with|at|in|on|the|a|an|this|that|these|those|some|any|our|more|back|up|know|about|now|today|tomorrow|tonight|asap|later|again|soon|straight|right|when|before|after|once)\b)/giu, 'your ')
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

/** Services the staff want to mention, as a recommendation. */
export function recommend(services: string): string {
  const items = services
    .split(/\s*(?:,(?!\d{3}\b)|;|\/|\band\b|\n)\s*/)
    .map(inSentence)
    .filter(Boolean);
  const list = items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');
  return period(`From what you have told us, we think you would enjoy our ${list.replace(/^(our|the) /i, '')}`);
}
