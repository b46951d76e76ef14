// The words of the copy and download buttons every long result shares.
export const EXPORT_LABELS = {
  copy: 'Copy',
  copyPlain: 'Copy as plain text',
  downloadDocx: 'Download .docx',
  downloadStarted: 'Download Started',
  downloadFailed: 'Download Failed',
  downloadFailedDescription: 'The Word file could not be made.',
} as const;
