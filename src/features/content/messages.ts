// The content tools' exact product texts and their own labels. The
// validation toasts live with the generators (generators/shared/messages.ts).

export type Toast = { title: string; description?: string };

export const CONTENT_TOASTS = {
  titlesGenerated: { title: 'Titles Generated', description: '10 blog title suggestions are ready.' },
  contentGenerated: { title: 'Content Generated', description: 'Your content is ready to review.' },
  titleSelected: { title: 'Title Selected' },
  copied: { title: 'Copied to Clipboard' },
  downloadStarted: { title: 'Download Started' },
  newsletterGenerated: { title: 'Newsletter Generated', description: 'Subject, preview, content and HTML are ready.' },
  h1Generated: { title: 'H1 Headlines Generated' },
  heroGenerated: { title: 'Hero Paragraph Generated' },
  h2Generated: { title: 'H2 Headlines Generated' },
  sectionAdded: { title: 'H2 Section Added' },
  sectionRemoved: { title: 'Section Removed' },
  ctasGenerated: { title: 'CTAs Generated' },
  allCopied: { title: 'All Content Copied' },
  emailGenerated: { title: 'Email marketing content generated successfully' },
  communicationGenerated: { title: 'Client communication generated successfully' },
  contentCopied: { title: 'Content copied' },
  contentDownloaded: { title: 'Content downloaded' },
  copyFailed: { title: 'Copy Failed', description: 'Unable to copy to clipboard' },
  /** A local write (history, usage, draft) failed; the description is the data layer's message. */
  saveFailed: { title: 'Save Failed' },
  generationFailed: { title: 'Generation Failed' },
  /** Social shows this toast when an 11th keyword is entered. */
  maxKeywords: { title: 'Maximum Keywords Reached', description: 'You can add up to 10 keywords only.' },
} as const satisfies Record<string, Toast>;

export const CONTENT_TEXT = {
  heading: 'Content Studio',
  intro: 'Create on-brand content for every channel. Your work is saved on this device as you type, online or offline.',
  newDraft: 'New',
  newDraftHint: 'Clears this tool and its saved draft',
  recentHeading: 'Recent in this tool',
  recentEmpty: 'Nothing generated with this tool yet.',
  recentLoading: 'Loading recent items...',
  loadingDraft: 'Loading your draft...',
  voice: 'Writing in:',
  voiceTemplate: (name: string) => `${name} (default tone template)`,
  voiceBrand: 'your brand profile',
} as const;
