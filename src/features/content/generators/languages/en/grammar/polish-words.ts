// The English words of the last pass over a tool's text: the hype fillers a calm
// brand would never say, articles fitted to the next sound, doubled words dropped.

export const HYPE = /\s*(Let's do this!|Let us do this!|Feel the energy!|Go for it!|Every rep counts!|Keep it moving!|You've got this!|You have got this!)/g;

/** "a energising" -> "an energising", "an calm" -> "a calm" (sounds, not letters: "a useful", "an hour"). */
export function fixArticles(text: string): string {
  return text
    .replace(/\b([Aa]) (?=(?![Uu](?:ni|se|su|ra|re|ro)|[Ee]u|[Oo]ne|[Oo]nce)[aeiouAEIOU]|hour|honest|honou?r)/g, '$1n ')
    .replace(/\b([Aa])n (?=(?!hour|honest|honou?r)(?:[b-df-hj-np-tv-z]|[B-DF-HJ-NP-TV-Z][a-z]))/g, '$1 ');
}

/** Articles fixed, then a word said twice in a row said once ("that that" and "had had" are English). */
export function tidyWords(text: string): string {
  return fixArticles(text).replace(/\b(\w+) \1\b/gi, (match, word: string) => (/^(that|had)$/i.test(word) ? match : word));
}
