import { variantHalf } from '../shared/variant-take.ts';

/** The k-th extra sentence a script section may add to reach its length, on the given take. */
export type Pool = (k: number, take?: number) => string;

function lowerFirst(sentence: string): string {
  if (/^I\b/.test(sentence)) return sentence;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/**
 * Cycles through the take's half of the templates (two takes in a row say different
 * sentences); after each full round the sentences come back
 * with the next connector (the pack's "Remember,", "Over time,"...) in front, so long scripts vary before they repeat.
 * `offset` starts a beat further along its take's half, so beats of one script open differently.
 */
export function rotate(templates: readonly string[], connectors: readonly string[], offset = 0): Pool {
  return (k, take = 0) => {
    const own = variantHalf(templates, take);
    const template = own[(k + offset) % own.length] ?? '';
    const round = Math.floor(k / own.length);
    if (round === 0 || connectors.length === 0) return template;
    // Each beat (its own offset) takes the connectors from its own place, so two beats never both say "Remember,".
    return `${connectors[(round - 1 + offset) % connectors.length]} ${lowerFirst(template)}`;
  };
}

/** Words as a listener hears them: "warm-up" and "it's" count once. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}
