// Public surface, light (no database code): resolves once a first visit's download is
// over, or at once when nobody is signed in.
export { whenFirstDownloadSettled } from '../user-data/first-download-settled.ts';
