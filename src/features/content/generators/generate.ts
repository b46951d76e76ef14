// The one way into the text tools: generate(tool, input, context, { variant }).
// Each tool keeps its typed input and result; this entry adds what every tool
// shares: the variant (same inputs + same variant = same text, the next variant a
// different take) and the last polish pass that lets the brand temper the tone.

import type { CtaPlacement } from '#domain/studio-options.ts';
import { generateBlogArticle, type BlogArticleInput } from './blog/generate-blog-article.ts';
import { type BlogTitlesInput, generateBlogTitles } from './blog/generate-blog-titles.ts';
import { type ClientReply, type ClientReplyInput, generateClientReply } from './communication/generate-client-reply.ts';
import { type EmailInput, generateEmail, type MarketingEmail } from './email/generate-email.ts';
import { generateNewsletter, type Newsletter, type NewsletterInput } from './newsletter/generate-newsletter.ts';
import { analyzeSeo } from './seo/analyze-seo.ts';
import type { SeoAnalysisResult, SeoInput } from './seo/seo-types.ts';
import type { GeneratorContext } from './shared/context.ts';
import { exclamationBudget, exclamationCapper, polishHtml, polishText } from './shared/polish.ts';
import { generateSocialPosts, type SocialInput, type SocialResult } from './social/generate-social-posts.ts';
import { generateVideoScript } from './video/generate-video-script.ts';
import type { VideoScript, VideoScriptInput } from './video/video-types.ts';
import { generateCtaOptions } from './website/generate-cta-options.ts';
import { generateH1Options } from './website/generate-h1-options.ts';
import { generateH2Options } from './website/generate-h2-options.ts';
import { generateHeroParagraph } from './website/generate-hero-paragraph.ts';
import { generateSectionContent } from './website/generate-section-content.ts';
import type { WebsiteInput } from './website/website-input.ts';

export type TextTools = {
  'blog-titles': { input: BlogTitlesInput; output: string[] };
  'blog-article': { input: BlogArticleInput; output: string };
  social: { input: SocialInput; output: SocialResult };
  newsletter: { input: NewsletterInput; output: Newsletter };
  'website-h1': { input: WebsiteInput; output: string[] };
  'website-h2': { input: WebsiteInput & { h1: string }; output: string[] };
  'website-cta': { input: WebsiteInput & { h1: string; placement: CtaPlacement }; output: string[] };
  'website-hero': { input: WebsiteInput & { h1: string; wordCount: number }; output: string };
  'website-section': { input: WebsiteInput & { h2: string; wordCount: number }; output: string };
  email: { input: EmailInput; output: MarketingEmail };
  'client-reply': { input: ClientReplyInput; output: ClientReply };
  video: { input: VideoScriptInput; output: VideoScript };
  seo: { input: SeoInput; output: SeoAnalysisResult };
};

export type TextTool = keyof TextTools;
export type GenerateOptions = { variant?: number };

type Runners = { [T in TextTool]: (input: TextTools[T]['input'], ctx: GeneratorContext) => TextTools[T]['output'] };

const RUNNERS: Runners = {
  'blog-titles': generateBlogTitles,
  'blog-article': generateBlogArticle,
  social: generateSocialPosts,
  newsletter: generateNewsletter,
  'website-h1': generateH1Options,
  'website-h2': (input, ctx) => generateH2Options(input, input.h1, ctx),
  'website-cta': (input, ctx) => generateCtaOptions(input, input.h1, input.placement, ctx),
  'website-hero': (input, ctx) => generateHeroParagraph(input, input.h1, input.wordCount, ctx),
  'website-section': (input, ctx) => generateSectionContent(input, input.h2, input.wordCount, ctx),
  email: generateEmail,
  'client-reply': generateClientReply,
  video: generateVideoScript,
  seo: analyzeSeo,
};

/** Keys whose strings are data, not prose: left exactly as the tool made them. */
const AS_IS = new Set(['hashtags', 'platform', 'timing', 'timing_seconds']);

type Cap = (text: string) => string;

/** Polishes every prose string of a result; `cap` spreads one exclamation budget over the whole script or email. */
function polish(value: unknown, ctx: GeneratorContext, cap: Cap, key = ''): unknown {
  if (AS_IS.has(key)) return value;
  if (typeof value === 'string') return key === 'html' ? polishHtml(value, ctx) : polishText(value, ctx, cap);
  if (Array.isArray(value)) return value.map((item) => polish(item, ctx, cap, key));
  if (value && typeof value === 'object') {
    // Each social post is a text of its own, with its own budget.
    const own = 'characterCount' in value ? exclamationCapper(exclamationBudget(ctx)) : cap;
    const polished = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, polish(v, ctx, own, k)]));
    // A social post reports its own length: count again what the polish left.
    if (typeof polished.text === 'string' && 'characterCount' in polished) {
      polished.characterCount = polished.text.length;
    }
    return polished;
  }
  return value;
}

export function generate<T extends TextTool>(
  tool: T,
  input: TextTools[T]['input'],
  ctx: GeneratorContext = {},
  options: GenerateOptions = {},
): TextTools[T]['output'] {
  const run = RUNNERS[tool] as (input: TextTools[T]['input'], ctx: GeneratorContext) => TextTools[T]['output'];
  const output = run(input, { ...ctx, variant: options.variant ?? ctx.variant ?? 0 });
  if (tool === 'seo') return output;
  return polish(output, ctx, exclamationCapper(exclamationBudget(ctx))) as TextTools[T]['output'];
}

/** The type of `generate`, for code that loads this module when a tool first runs. */
export type Generate = typeof generate;
