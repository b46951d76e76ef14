// Public surface for the history route: the first history read, asked for ahead of the screen (light: no RxDB).
export { preloadHistoryOnDisk, whenHistoryAheadDrawn } from '../hooks/history-ahead.ts';
