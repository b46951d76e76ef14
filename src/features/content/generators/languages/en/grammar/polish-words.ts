// The English words of the last pass over a tool's text: the hype fillers a calm
// brand would never say, articles fitted to the next sound, doubled words and
// doubled places dropped.

import { fixArticles } from './articles.ts';

export const HYPE = /\s*(Let's do this!|Let us do this!|Feel the energy!|Go for it!|Every rep counts!|Keep it moving!|You've got this!|You have got this!)/g;

/** Articles fixed, then a word said twice in a row said once ("that that" and "had had" are English). */
export function tidyWords(text: string): string {
  return dropDoubledPlaces(fixArticles(text)).replace(/\b(\w+) \1\b/gi, (match, word: string) => (/^(that|had)$/i.test(word) ? match : word));
}

const PLACE = "\\p{Lu}[\\p{L}'’-]*(?: (?:de |del |en |la |le )?\\p{Lu}[\\p{L}'’-]*){0,3}";
const DOUBLED_PLACE = new RegExp(`\\b(in|near|at|around) (${PLACE})(?:,? (?:in|near|at|around) |, )\\2(?![\\p{L}])`, 'gu');

/** "in Cape Town in Cape Town" and "in Byron Bay, Byron Bay" say the place once. */
export function dropDoubledPlaces(text: string): string {
  return text.replace(DOUBLED_PLACE, '$1 $2');
}
