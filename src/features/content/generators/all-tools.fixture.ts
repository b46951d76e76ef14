// Every text tool's generators at once, for the tests and the grammar corpus that
// read the tools side by side. The app loads each tool's own module when the tool
// first runs (tool-registry.ts).

import * as blog from './blog/blog-generators.ts';
import * as communication from './communication/communication-generators.ts';
import * as email from './email/email-generators.ts';
import * as newsletter from './newsletter/newsletter-generators.ts';
import * as seo from './seo/seo-generators.ts';
import type { GeneratorContext } from './shared/context.ts';
import type { AnyGenerate, GenerateOptions, Generate as GenerateOf } from './shared/text-generators.ts';
import * as social from './social/social-generators.ts';
import * as video from './video/video-generators.ts';
import * as website from './website/website-generators.ts';

type All = typeof blog.RUNNERS &
  typeof social.RUNNERS &
  typeof newsletter.RUNNERS &
  typeof website.RUNNERS &
  typeof email.RUNNERS &
  typeof communication.RUNNERS &
  typeof video.RUNNERS &
  typeof seo.RUNNERS;

export type TextTools = { [K in keyof All]: { input: Parameters<All[K]>[0]; output: ReturnType<All[K]> } };
export type TextTool = keyof TextTools;
export type Generate = GenerateOf<All>;

const MODULES = [blog, social, newsletter, website, email, communication, video, seo];
const BY_KEY = new Map<string, AnyGenerate>(MODULES.flatMap((module) => Object.keys(module.RUNNERS).map((key) => [key, module.generate as AnyGenerate] as const)));

export const generate: Generate = (key, input, ctx?: GeneratorContext, options?: GenerateOptions) => {
  const run = BY_KEY.get(key);
  if (!run) throw new Error(`No text generator "${key}"`);
  return run(key, input, ctx, options) as never;
};
