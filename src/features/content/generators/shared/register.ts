// The register a text is written in, from the tone template's sliders or, without one,
// the tool's tone and the brand: calm (soft greeting, a feeling first, an open door),
// bold (casual, the news first, a push) or the middle (the tone's own words). A calm
// brand's bold template lands in the middle: upbeat, never shouting.

import type { Voice } from './voice.ts';

export type Register = 'calm' | 'middle' | 'bold';

export const REGISTERS: readonly Register[] = ['calm', 'middle', 'bold'];

export function registerOf(voice: { calm: boolean; energetic: boolean }, tone: Voice): Register {
  if (voice.calm) return 'calm';
  if (voice.energetic) return 'bold';
  return tone === 'calming' ? 'calm' : tone === 'energetic' ? 'bold' : 'middle';
}

/** The item of a bank for a take: each next take the next item, so two takes in a row never say the same. */
export function takeOf<T>(items: readonly T[], seed: number, take: number): T | undefined {
  return items.length === 0 ? undefined : items[(seed + take) % items.length];
}
