// The social tool's generator: one post per chosen platform.
import { textGenerators } from '../shared/text-generators.ts';
import { generateSocialPosts } from './generate-social-posts.ts';

export const RUNNERS = { social: generateSocialPosts };
export const generate = textGenerators(RUNNERS);
export type SocialGenerate = typeof generate;
