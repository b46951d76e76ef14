// Hitting a word budget with whole sentences: take candidates in order while they
// fit, then top up with short sentences. Nothing is cut mid-sentence, and the
// result never exceeds the budget; with the short fillers it lands a few words
// under it at most.

import type { BrandVoice } from './brand-voice.ts';
import { countWords } from './count-words.ts';

const keyWords = (sentence: string) => sentence.toLowerCase().match(/\p{L}{5,}/gu) ?? [];

/** A short sentence that repeats a longer one's main word ("Consistency matters most." after "Consistency beats intensity") says it twice. */
export function echoes(filler: string, sentences: readonly string[]): boolean {
  const words = new Set(sentences.flatMap(keyWords));
  return keyWords(filler).some((word) => words.has(word));
}

export function composeToTarget(
  target: number,
  candidates: readonly string[],
  fillers: readonly string[],
  used: Set<string> = new Set(),
): string[] {
  const chosen: string[] = [];
  let count = 0;
  for (const candidate of candidates) {
    if (count >= target) break;
    const words = countWords(candidate);
    if (used.has(candidate) || words === 0 || count + words > target) continue;
    chosen.push(candidate);
    used.add(candidate);
    count += words;
  }
  const extras: string[] = [];
  const byLength = [...fillers].sort((a, b) => countWords(b) - countWords(a));
  for (const filler of byLength) {
    const words = countWords(filler);
    if (used.has(filler) || count + words > target || echoes(filler, [...chosen, ...extras])) continue;
    extras.push(filler);
    used.add(filler);
    count += words;
  }
  // Spread the short sentences through the paragraph instead of piling them at its end.
  extras.forEach((extra, index) => {
    const at = Math.round(((index + 1) * chosen.length) / (extras.length + 1)) + index;
    chosen.splice(Math.min(at, chosen.length), 0, extra);
  });
  return chosen;
}

/** Detailed brands lead with their longer sentences, concise brands with their shorter ones. */
export function preferLength(sentences: readonly string[], voice: BrandVoice): string[] {
  if (!voice.detailed && !voice.concise) return [...sentences];
  const sign = voice.concise ? 1 : -1;
  const bucket = (s: string) => Math.floor(countWords(s) / 6);
  return [...sentences].sort((a, b) => sign * (bucket(a) - bucket(b)));
}

/** Groups sentences into paragraphs: 2-3 sentences for concise brands, 4-5 for detailed ones. */
export function paragraphs(sentences: readonly string[], voice: BrandVoice): string[] {
  const size = voice.concise ? 3 : voice.detailed ? 5 : 4;
  const result: string[] = [];
  for (let i = 0; i < sentences.length; i += size) result.push(sentences.slice(i, i + size).join(' '));
  // A lone trailing sentence joins the paragraph before it.
  if (result.length > 1 && sentences.length % size === 1) {
    const last = result.pop() as string;
    result[result.length - 1] = `${result[result.length - 1]} ${last}`;
  }
  return result;
}
