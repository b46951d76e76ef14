// The video script tool's form and its result.

import type { VideoDuration, VideoType } from '#domain/media-options.ts';

export type VideoScriptInput = {
  topic: string;
  /** Empty until the user picks one; validation asks for it. */
  videoType: VideoType | '';
  duration: VideoDuration;
  audience: string;
  tone: string;
  /** One per line in the form, or already split. */
  keyPoints: string | readonly string[];
};

export type VideoTiming = {
  total_duration: string;
  intro: string;
  main: string;
  outro: string;
};

export type VideoTimingSeconds = { total: number; intro: number; main: number; outro: number };

export type VideoScript = {
  title: string;
  hook: string;
  intro: string;
  main_content: string[];
  call_to_action: string;
  description: string;
  hashtags: string[];
  /** Display strings: total as m:ss, sections as "m:ss-m:ss" ranges. */
  timing: VideoTiming;
  /** intro + main + outro === total === the chosen duration's seconds. */
  timing_seconds: VideoTimingSeconds;
  /** Seconds per main_content entry, in order; they add up to timing_seconds.main. */
  main_content_seconds: number[];
  /** Spoken words of hook, intro, main_content and call_to_action. */
  word_count: number;
  /** The duration's seconds x 2.3 spoken words per second, rounded. */
  target_word_count: number;
};
