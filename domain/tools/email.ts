import { fixedCredits, MISSING, type ToolDefinition } from './tool-definition.ts';

export const EMAIL_MESSAGES = {
  generated: { title: 'Email marketing content generated successfully' },
  missingFields: { title: MISSING, description: 'Please fill in campaign type, subject, and target audience' },
} as const;

export const EMAIL_TOOL = {
  tab: 'email',
  contentType: 'email',
  label: 'Email Marketing',
  historyLabel: 'Email Marketing',
  badge: 'Growth',
  description: 'Welcome, nurture, promotional and event emails that sound like you.',
  position: 5,
  credits: fixedCredits(2),
  messages: EMAIL_MESSAGES,
  fields: {
    campaignType: 'choice',
    subject: 'as-written',
    audience: 'steering',
    goal: 'steering',
    tone: 'choice',
    keyMessage: 'as-written',
    details: 'facts',
    callToAction: 'as-written',
    ctaLink: 'as-written',
    additionalNotes: 'notes',
  },
} as const satisfies ToolDefinition;
