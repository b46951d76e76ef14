// The video script tool's exact product texts (spec sections 5 and 8).

export const VIDEO_MESSAGES = {
  topicRequired: { title: 'Topic Required', description: 'Please enter a video topic' },
  videoTypeRequired: { title: 'Video Type Required', description: 'Please select a video type' },
  scriptGenerated: 'Script Generated!',
  generationFailed: {
    title: 'Generation Failed',
    description: 'There was an error generating your script. Please try again.',
  },
} as const;
