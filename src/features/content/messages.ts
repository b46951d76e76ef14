// What the content page and every tool say alike. A tool's own toasts (what its
// generation says when done, what a missing input says) are in its definition,
// domain/tools/<tool>.ts.

import type { Toast } from '#domain/tools/tool-definition.ts';

export const CONTENT_TOASTS = {
  titleSelected: { title: 'Title Selected' },
  copied: { title: 'Copied to Clipboard' },
  downloadStarted: { title: 'Download Started' },
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
  briefsLink: 'Briefs',
  plannedFor: (day: string, time: string) => `Planned for ${day} at ${time}: the piece you make here goes on the calendar that day, as a draft.`,
  notPlanned: "Don't plan it",
  /** After the voice on a text tool's line: what does the writing. */
  writtenHere: 'Written on this device from your brand and facts: no AI model, no network needed.',
  /** Regenerate gave the text the user already has: said under the tool's success title, and not charged. */
  sameText: 'Same text as before: not charged',
} as const;

/** The brief picker above each text tool's form, and "Use in..." under its result. */
export const START_TEXT = {
  pickLabel: 'Start from a brief',
  pickPlaceholder: 'Choose a brief',
  makeBrief: 'Make a brief',
  writingFrom: 'Writing from:',
  clearBrief: (title: string) => `Stop writing from ${title}`,
  briefGone: 'The brief for this piece is no longer here.',
  clearMissing: 'Stop writing from this brief',
  sentFrom: 'Starting from:',
  clearSource: (title: string) => `Stop starting from ${title}`,
  sourceGone: 'The piece sent here is no longer in your history.',
  clearMissingSource: 'Stop starting from this piece',
} as const;
