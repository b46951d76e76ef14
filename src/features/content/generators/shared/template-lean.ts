// Which way the tone template leans, as the tools that write short copy (website
// lines, video scripts) read it: "soft" (spiritual or calm, a nurturing or calming
// emotional tone), "bold" (practical, energetic or concise, a motivational or
// inspiring tone) or "plain" (neither). The sliders come from the template, else the
// brand profile, already tempered by the brand (brandVoice).

import type { BrandVoice } from './brand-voice.ts';
import type { GeneratorContext } from './context.ts';
import type { Lean } from './lean.ts';

export type { Lean };

const SOFT_TONES = new Set(['calming', 'nurturing']);
const BOLD_TONES = new Set(['motivational', 'inspiring', 'encouraging']);

export function templateLean(ctx: GeneratorContext, voice: BrandVoice): Lean {
  const tone = ctx.toneTemplate?.content_preferences?.emotional_tone ?? '';
  const soft = (voice.calm ? 2 : 0) + (voice.spiritual ? 1 : 0) + (voice.detailed ? 1 : 0) + (SOFT_TONES.has(tone) ? 2 : 0);
  const bold = (voice.energetic ? 2 : 0) + (voice.practical ? 1 : 0) + (voice.concise ? 1 : 0) + (BOLD_TONES.has(tone) ? 2 : 0);
  if (soft >= 2 && soft > bold) return 'soft';
  if (bold >= 2 && bold > soft) return 'bold';
  return 'plain';
}

/**
 * The window of `list` a take shows: each next variant starts `step` items further
 * along one fixed order, so two takes in a row share at most `count - step` items.
 */
export function variantWindow<T>(list: readonly T[], variant: number | undefined, step: number): T[] {
  if (list.length === 0) return [];
  const v = variant ?? 0;
  // Every second take shifts by one more, so a list of exactly two windows never shows a take again.
  const start = (v * step + Math.floor(v / 2)) % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}

/**
 * The half of `list` a take draws on: even takes one half, odd takes the other, and
 * every second pair shifts by one, so two takes in a row share at most one item.
 */
export function variantHalf<T>(list: readonly T[], variant: number | undefined): T[] {
  const v = variant ?? 0;
  const turned = variantWindow(list, Math.floor(v / 2), 1);
  const half = Math.ceil(turned.length / 2);
  return v % 2 === 0 ? turned.slice(0, half) : turned.slice(half);
}

/** The whole of `list`, the take's own half first: a long text still finds enough to say. */
export function variantOrder<T>(list: readonly T[], variant: number | undefined): T[] {
  const own = variantHalf(list, variant);
  return [...own, ...list.filter((item) => !own.includes(item))];
}
