import { SEO_ANALYSIS_TYPES } from '#domain/media-options.ts';
import type { SeoInput } from './seo-types.ts';
import { substitutePromptPlaceholders } from './substitute-prompt-placeholders.ts';

/** The part of a master_prompts row the prompt needs. */
export type SeoMasterPrompt = { prompt_text: string };

const RESULT_FORMAT = `Return only a JSON object with these fields:
- "title_suggestions": at least 5 page titles of at most 60 characters, each containing the primary keyword
- "meta_description": {"text", "length", "target": 160, "status": "too_short" | "good" | "too_long"}, 120-160 characters
- "keywords": per target keyword {"keyword", "count", "density" (percent of all words, 2 decimals), "status": "low" (<0.5%) | "good" (0.5-2.5%) | "high" (>2.5%), "placement": {"in_title", "in_first_paragraph", "in_headings", "in_last_paragraph"}}
- "header_structure": {"headings": [{"level", "text"}], "issues": [{"code", "message"}], "suggested_outline": [{"level", "text"}]}
- "content_gaps": [{"topic", "suggestion"}] for subtopics readers expect that the content does not cover
- "optimization_tips": [{"priority": "high" | "medium" | "low", "category", "tip"}], concrete and measured
- "internal_links": [{"anchor_text", "suggested_slug"}]`;

function analysisLabel(type: SeoInput['analysisType']): string {
  return SEO_ANALYSIS_TYPES.find((option) => option.value === type)?.label ?? type;
}

function defaultPrompt(input: SeoInput, keywords: string[]): string {
  const lines = [
    'You are an SEO specialist for wellness businesses (yoga, meditation, Ayurveda, spas, coaching).',
    `Analysis type: ${analysisLabel(input.analysisType)}`,
    `Target keywords: ${keywords.join(', ')}`,
    `Brand tone: ${input.tone}`,
  ];
  if (input.analysisType === 'local' && input.location?.trim()) lines.push(`Location: ${input.location.trim()}`);
  if (input.analysisType === 'competitor' && input.competitorUrl?.trim()) {
    lines.push(`Competitor URL: ${input.competitorUrl.trim()}`);
  }
  const content = input.content.trim();
  lines.push('', content ? `Content to analyze:\n"""\n${content}\n"""` : 'No content yet: base every suggestion on the keywords.');
  return `${lines.join('\n')}\n\n${RESULT_FORMAT}`;
}

/**
 * The analysis prompt. With a master prompt: its placeholders filled; the content
 * is appended when the prompt has no {content} placeholder, and the JSON result
 * format when the prompt does not mention JSON. Without one: our default prompt.
 */
export function buildSeoPrompt(masterPrompt: SeoMasterPrompt | undefined, input: SeoInput): string {
  const keywords = input.keywords.map((keyword) => keyword.trim()).filter(Boolean);
  if (!masterPrompt || masterPrompt.prompt_text.trim() === '') return defaultPrompt(input, keywords);

  let prompt = substitutePromptPlaceholders(masterPrompt.prompt_text, {
    content: input.content.trim(),
    keywords,
    tone: input.tone,
    location: input.location?.trim(),
    competitorUrl: input.competitorUrl?.trim(),
  });
  const content = input.content.trim();
  if (content && !masterPrompt.prompt_text.includes('{content}')) {
    prompt += `\n\nContent to analyze:\n"""\n${content}\n"""`;
  }
  if (!/json/i.test(masterPrompt.prompt_text)) prompt += `\n\n${RESULT_FORMAT}`;
  return prompt;
}
