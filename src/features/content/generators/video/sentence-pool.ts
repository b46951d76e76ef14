/** The k-th extra sentence a script section may add to reach its length. */
export type Pool = (k: number) => string;

function lowerFirst(sentence: string): string {
  if (/^I\b/.test(sentence)) return sentence;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/**
 * Cycles through the templates; after each full round the sentences come back
 * with the next connector (the pack's "Remember,", "Over time,"...) in front, so long scripts vary before they repeat.
 */
export function rotate(templates: readonly string[], connectors: readonly string[]): Pool {
  return (k) => {
    const template = templates[k % templates.length] ?? '';
    const round = Math.floor(k / templates.length);
    if (round === 0 || connectors.length === 0) return template;
    return `${connectors[(round - 1) % connectors.length]} ${lowerFirst(template)}`;
  };
}

/** Words as a listener hears them: "warm-up" and "it's" count once. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}
