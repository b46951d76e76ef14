// Public surface for the history route: the first history read, asked for ahead of the screen (light: no RxDB).
export { preloadHistoryOnDisk } from '../hooks/history-ahead.ts';
