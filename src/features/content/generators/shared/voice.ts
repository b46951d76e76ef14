// The six voices every tone list maps onto. Each tool offers its own six tone
// labels (and master prompts ten); the phrase banks are written once per voice.

export const VOICES = ['professional', 'friendly', 'inspiring', 'expert', 'calming', 'energetic'] as const;
export type Voice = (typeof VOICES)[number];

const RULES: readonly [RegExp, Voice][] = [
  [/scien|evidence|expert|educat|authorit|knowledg/i, 'expert'],
  [/calm|medit|sooth|seren|empath|reassur|spiritual|wellness|mindful|nurtur/i, 'calming'],
  [/energ|enthus|upbeat|vibrant|fun\b/i, 'energetic'],
  [/inspir|motiv|uplift|encourag/i, 'inspiring'],
  [/friend|casual|conversation|warm|personal|welcom/i, 'friendly'],
];

/** The voice of a tone label; unknown or empty tones read as professional. */
export function voiceOf(tone: string | undefined): Voice {
  const label = tone ?? '';
  for (const [pattern, voice] of RULES) if (pattern.test(label)) return voice;
  return 'professional';
}
