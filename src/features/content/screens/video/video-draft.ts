// The video script tool's form and last script,
// their defaults, and the checks a restored draft goes through before it is shown.
import { BRAND_TONES, VIDEO_DURATIONS, VIDEO_TYPES, type VideoDuration, type VideoType } from '#domain/media-options.ts';
import type { VideoScript, VideoScriptInput } from '../../generators/video/video-types.ts';
import type { ToolDefaults } from '../../hooks/use-tool-draft.ts';

export type VideoForm = {
  topic: string;
  /** Empty until chosen: validation asks for it. */
  videoType: string;
  duration: string;
  audience: string;
  tone: string;
  /** One per line. */
  keyPoints: string;
};

/** `edited`: the script as the user edited it (markdown), '' while it is as generated. */
export type VideoOutput = { script: VideoScript | null; edited: string };

export const VIDEO_DEFAULTS: ToolDefaults<VideoForm, VideoOutput> = {
  form: { topic: '', videoType: '', duration: '60s', audience: '', tone: 'Friendly', keyPoints: '' },
  output: { script: null, edited: '' },
};

export function videoInput(form: VideoForm): VideoScriptInput {
  const videoType = VIDEO_TYPES.find((option) => option.value === form.videoType)?.value ?? '';
  const duration = VIDEO_DURATIONS.find((option) => option.value === form.duration)?.value ?? '60s';
  const tone = BRAND_TONES.some((option) => option.value === form.tone) ? form.tone : VIDEO_DEFAULTS.form.tone;
  return { topic: form.topic, videoType: videoType as VideoType | '', duration: duration as VideoDuration, audience: form.audience, tone, keyPoints: form.keyPoints };
}

const isString = (value: unknown) => typeof value === 'string';
const strings = (value: unknown) => Array.isArray(value) && value.every(isString);

/** A stored script is shown only when it has every field the tabs read. */
export function isVideoScript(value: unknown): value is VideoScript {
  if (typeof value !== 'object' || value === null) return false;
  const script = value as Record<string, unknown>;
  const timing = script.timing as Record<string, unknown> | undefined;
  const seconds = script.timing_seconds as Record<string, unknown> | undefined;
  return (
    ['title', 'hook', 'intro', 'call_to_action', 'description'].every((key) => isString(script[key])) &&
    strings(script.main_content) &&
    strings(script.hashtags) &&
    ['total_duration', 'intro', 'main', 'outro'].every((key) => isString(timing?.[key])) &&
    ['total', 'intro', 'main', 'outro'].every((key) => typeof seconds?.[key] === 'number') &&
    Array.isArray(script.main_content_seconds)
  );
}
