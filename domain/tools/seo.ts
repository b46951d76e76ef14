import { fixedCredits, type ToolDefinition } from './tool-definition.ts';

export const SEO_MESSAGES = {
  contentRequired: { title: 'Content Required', description: 'Please enter content to analyze' },
  keywordsRequired: { title: 'Keywords Required', description: 'Please enter target keywords' },
  analysisComplete: 'Analysis Complete',
  analysisFailed: {
    title: 'Analysis Failed',
    description: 'There was an error analyzing your content. Please try again.',
  },
} as const;

export const SEO_TOOL = {
  tab: 'seo',
  contentType: 'seo',
  label: 'SEO Content Optimizer',
  historyLabel: 'SEO Content Optimizer',
  badge: 'Pro',
  description: 'Keyword density, headings, meta description and concrete tips to rank locally.',
  position: 7,
  credits: fixedCredits(3),
  messages: SEO_MESSAGES,
  // The content is what the analysis measures and quotes back; nothing here is written for a reader.
  fields: {
    content: 'as-written',
    keywords: 'as-written',
    analysisType: 'choice',
    competitorUrl: 'as-written',
    location: 'as-written',
    tone: 'choice',
  },
} as const satisfies ToolDefinition;
