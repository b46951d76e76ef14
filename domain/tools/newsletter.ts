import { fixedCredits, MISSING, type ToolDefinition } from './tool-definition.ts';

export const NEWSLETTER_MESSAGES = {
  generated: { title: 'Newsletter Generated', description: 'Subject, preview, content and HTML are ready.' },
  missingFields: { title: MISSING, description: 'Please fill in the topic and select a template.' },
} as const;

export const NEWSLETTER_TOOL = {
  tab: 'newsletter',
  contentType: 'newsletter',
  label: 'Newsletters',
  historyLabel: 'Newsletters',
  badge: 'New',
  description: 'Subject line, preview text and a ready-to-send newsletter in text and HTML.',
  position: 3,
  // Subject, preview, text and HTML together.
  credits: fixedCredits(3),
  messages: NEWSLETTER_MESSAGES,
  fields: {
    topic: 'as-written',
    template: 'choice',
    audience: 'steering',
    tone: 'choice',
    sourceText: 'facts',
    ctaGoal: 'as-written',
    ctaLink: 'as-written',
  },
} as const satisfies ToolDefinition;
