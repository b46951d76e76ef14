// The image tool's exact product texts.

export const IMAGE_MESSAGES = {
  promptRequired: { title: 'Error', description: 'Please enter a prompt' },
  generated: 'Image generated successfully',
  failed: { title: 'Error', fallbackDescription: 'Failed to generate image' },
} as const;
