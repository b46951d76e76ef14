// The video tool's generator: hook, timed script, description and hashtags.
import { textGenerators } from '../shared/text-generators.ts';
import { generateVideoScript } from './generate-video-script.ts';

export const RUNNERS = { video: generateVideoScript };
export const generate = textGenerators(RUNNERS);
export type VideoGenerate = typeof generate;
