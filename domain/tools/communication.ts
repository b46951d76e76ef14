import { fixedCredits, MISSING, type ToolDefinition } from './tool-definition.ts';

export const COMMUNICATION_MESSAGES = {
  generated: { title: 'Client communication generated successfully' },
  missingFields: { title: MISSING, description: 'Please select communication type and inquiry type' },
} as const;

export const COMMUNICATION_TOOL = {
  tab: 'communication',
  contentType: 'communication',
  label: 'Client Communication',
  historyLabel: 'Client Communication',
  badge: 'Business',
  description: 'Warm, clear replies to bookings, questions and concerns, at the right urgency.',
  position: 6,
  credits: fixedCredits(1),
  messages: COMMUNICATION_MESSAGES,
  fields: {
    communicationType: 'choice',
    clientName: 'as-written',
    inquiryType: 'choice',
    urgency: 'choice',
    tone: 'choice',
    // The client's message as it arrived (drafts from before kept the same field).
    context: 'client-message',
    services: 'facts',
    // The staff's notes: what to answer and the next steps.
    nextSteps: 'notes',
    additionalInfo: 'facts',
  },
} as const satisfies ToolDefinition;
