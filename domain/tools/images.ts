import { fixedCredits, type ToolDefinition } from './tool-definition.ts';

export const IMAGE_MESSAGES = {
  promptRequired: { title: 'Error', description: 'Please enter a prompt' },
  generated: 'Image generated successfully',
  /** The function's built-in renderer drew it: no image provider is configured. */
  drawn: { title: 'Placeholder image drawn', description: 'A drawn placeholder, not a photo: an administrator can connect an image provider under Admin, API Configuration, for photos.' },
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
