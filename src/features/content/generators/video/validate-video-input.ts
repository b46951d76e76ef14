import { VIDEO_MESSAGES } from '#domain/tools/video.ts';
import { GeneratorValidationError } from '../shared/context.ts';
import type { VideoScriptInput } from './video-types.ts';

/** Throws the tool's toast texts: a non-blank topic first, then a video type. */
export function validateVideoInput(input: Pick<VideoScriptInput, 'topic' | 'videoType'>): void {
  if (input.topic.trim() === '') {
    const { title, description } = VIDEO_MESSAGES.topicRequired;
    throw new GeneratorValidationError(title, description);
  }
  if (!input.videoType) {
    const { title, description } = VIDEO_MESSAGES.videoTypeRequired;
    throw new GeneratorValidationError(title, description);
  }
}
