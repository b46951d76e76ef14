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

export { variantHalf, variantOrder, variantWindow } from './variant-take.ts';
