// Notes to the writer, obeyed where recognised: who signs off, what to remind the
// reader of, what to mention, which words to avoid. Reminders and mentions are put
// in the reader's words ("remind them to bring warm layers" becomes "Please remember
// to bring warm layers."); anything else in the notes is left out, never printed.

import type { Instructions } from '../../../shared/facts/fact-types.ts';
import { isToWriter, sentencesOf } from './extract-facts.ts';

const NAME = "([\\p{Lu}][\\p{L}'’-]+(?:\\s[\\p{Lu}][\\p{L}'’-]+)?)";
const SIGN_OFF = new RegExp(`\\b[Ss]ign(?:ed)?(?:[ -]?(?:[Oo]ff|it))?\\s+(?:[Ff]rom|[Aa]s|[Bb]y|[Ww]ith)\\s+${NAME}|\\b[Ss]igned,?\\s+${NAME}|\\b[Ff]rom ${NAME},? not\\b`, 'u');
const REMIND = /\bremind (?:them|her|him|everyone|people|guests|clients|students|readers|participants|attendees|the group)?\s*(?:to|that|about|of)?\s+(.+)$/i;
const MENTION = /\b(?:mention|say|tell (?:them|people|everyone|clients|readers)|let (?:them|people|everyone|readers) know|include|add|note|highlight|stress|emphasi[sz]e)(?: that)?\s+(.+)$/i;
const AVOID =
  /\b(?:avoid(?: using| saying)?|don'?t (?:use|say|mention|write|call it|promise)|do not (?:use|say|mention|write|promise)|never (?:say|use|promise)|no)\s+(?:the (?:words?|phrases?|terms?)\s+)?(["'‘“][^"'’”]{2,40}["'’”]|[\p{L}][\p{L} -]{1,30}?)(?=$|[.,;!]| or | and )/giu;
const QUOTED = /["'‘“]([^"'’”]{2,40})["'’”]/gu;

/** Third person to second: what the writer is told about "them" is said to "you". */
function toReader(clause: string): string {
  return clause
    .replace(/\b(?:they|they're|them|their|themselves)\b/gi, (word) => {
      const lower = word.toLowerCase();
      return lower === 'they' ? 'you' : lower === "they're" ? "you're" : lower === 'them' ? 'you' : lower === 'their' ? 'your' : 'yourselves';
    })
    .replace(/\b(?:the studio is|we are)\b/gi, "we're")
    .replace(/\bthe studio will be\b/gi, "we'll be")
    .replace(/\bthe studio (?:has|have)\b/gi, "we've")
    .replace(/\bwe're closed (?=\d)/gi, "we're closed on ")
    .replace(/[\s.!]+$/, '');
}

function sentence(text: string): string {
  const clean = text.trim();
  return `${clean.charAt(0).toUpperCase()}${clean.slice(1)}${/[.!?]$/.test(clean) ? '' : '.'}`;
}

function stripLead(text: string): string {
  return text.replace(/^(?:(?:note|notes)(?: to (?:the )?writer)?\s*[:-]\s*|nb\s*[:.-]?\s*|pls\s+|please\s+|also,?\s+|and\s+)+/i, '');
}

export function readNotes(text: string): Instructions {
  const result: Instructions = { reminders: [], mentions: [], avoid: [] };
  for (const raw of sentencesOf(text).flatMap((s) => s.split(/;\s+|,\s+(?=(?:and\s+)?(?:mention|remind|sign|avoid|don'?t|do not|say)\b)/i))) {
    if (!isToWriter(raw) && !/\b(?:remind|sign(?:ed)?[ -]?off|mention)\b/i.test(raw)) continue;
    const line = stripLead(raw.trim());
    const signer = SIGN_OFF.exec(line);
    if (signer) {
      result.signOff = (signer[1] ?? signer[2] ?? signer[3])!;
      continue;
    }
    let matched = false;
    for (const match of line.matchAll(AVOID)) {
      const phrase = match[1]!.replace(/^["'‘“]|["'’”]$/g, '').trim();
      for (const quoted of phrase.matchAll(QUOTED)) result.avoid.push(quoted[1]!.toLowerCase());
      if (phrase.length > 1) result.avoid.push(phrase.toLowerCase());
      matched = true;
    }
    if (matched) continue;
    const remind = REMIND.exec(line);
    if (remind) {
      const clause = toReader(remind[1]!);
      result.reminders.push(sentence(/^that\b/i.test(remind[0]) ? `please remember that ${clause}` : `please remember to ${clause.replace(/^to\s+/i, '')}`));
      continue;
    }
    const mention = MENTION.exec(line);
    if (mention) result.mentions.push(sentence(toReader(mention[1]!)));
  }
  result.avoid = [...new Set(result.avoid)];
  return result;
}
