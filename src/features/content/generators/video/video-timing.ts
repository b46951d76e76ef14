import type { VideoTiming, VideoTimingSeconds } from './video-types.ts';

/** Spoken pace the scripts are written for. */
export const WORDS_PER_SECOND = 2.3;

export const targetWords = (seconds: number) => Math.round(seconds * WORDS_PER_SECOND);

export type SectionShares = {
  intro: number;
  outro: number;
  maxIntroSeconds: number;
  maxOutroSeconds: number;
};

const MIN_SECTION_SECONDS = 3;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Intro and outro take a share of the total (within bounds); main takes the rest, so the sum is exact. */
export function splitSeconds(total: number, shares: SectionShares): VideoTimingSeconds {
  const intro = clamp(Math.round(total * shares.intro), MIN_SECTION_SECONDS, shares.maxIntroSeconds);
  const outro = clamp(Math.round(total * shares.outro), MIN_SECTION_SECONDS, shares.maxOutroSeconds);
  return { total, intro, main: total - intro - outro, outro };
}

/** 75 -> "1:15", 3000 -> "50:00". */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export function timingDisplay(seconds: VideoTimingSeconds): VideoTiming {
  const mainStart = seconds.intro;
  const outroStart = seconds.intro + seconds.main;
  return {
    total_duration: formatClock(seconds.total),
    intro: `${formatClock(0)}-${formatClock(mainStart)}`,
    main: `${formatClock(mainStart)}-${formatClock(outroStart)}`,
    outro: `${formatClock(outroStart)}-${formatClock(seconds.total)}`,
  };
}

/** Splits `total` seconds in proportion to `weights`, by largest remainder, so the parts add up exactly. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return apportion(total, weights.map(() => 1));
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
