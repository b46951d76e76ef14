import { fixedCredits, type ToolDefinition } from './tool-definition.ts';

export const IMAGE_MESSAGES = {
  promptRequired: { title: 'Error', description: 'Please enter a prompt' },
  generated: 'Image generated successfully',
  failed: { title: 'Error', fallbackDescription: 'Failed to generate image' },
} as const;

export const IMAGES_TOOL = {
  tab: 'images',
  contentType: 'image',
  label: 'AI Images',
  historyLabel: 'AI Images',
  badge: 'Hot',
  description: 'On-brand visuals for posts, stories and banners, in the sizes each platform wants.',
  position: 0,
  // The generate-image function charges this too (supabase/functions/generate-image/options.ts; a test holds them equal).
  credits: fixedCredits(3),
  messages: IMAGE_MESSAGES,
} as const satisfies ToolDefinition;
