import { fixedCredits, type ToolDefinition } from './tool-definition.ts';

export const VIDEO_MESSAGES = {
  topicRequired: { title: 'Topic Required', description: 'Please enter a video topic' },
  videoTypeRequired: { title: 'Video Type Required', description: 'Please select a video type' },
  scriptGenerated: 'Script Generated!',
  generationFailed: {
    title: 'Generation Failed',
    description: 'There was an error generating your script. Please try again.',
  },
} as const;

export const VIDEO_TOOL = {
  tab: 'video',
  contentType: 'video',
  label: 'Video Script Generator',
  historyLabel: 'Video Script Generator',
  badge: 'Creator',
  description: 'Hook, script, timing and description for classes, reels and YouTube videos.',
  position: 8,
  credits: fixedCredits(4),
  messages: VIDEO_MESSAGES,
  fields: {
    topic: 'as-written',
    videoType: 'choice',
    duration: 'choice',
    audience: 'steering',
    tone: 'choice',
    keyPoints: 'as-written',
  },
} as const satisfies ToolDefinition;
