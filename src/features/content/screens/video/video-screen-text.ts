// Texts of the video script screen; the validation and result toasts live
// with the generator (generators/video/video-messages.ts).
export const VIDEO_SCREEN_TEXT = {
  copied: { title: 'Copied!' },
  generate: 'Generate Script',
  generating: 'Writing your script...',
  emptyTitle: 'Your video script will appear here',
  emptyText: 'Enter a topic, choose a video type and a duration, then press Generate Script.',
} as const;
