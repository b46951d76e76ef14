// Public surface: content_history, what the studio made.
export type { HistoryItemInput } from '../commands/history-commands.ts';
export { addHistoryItem, deleteHistoryItem, duplicateHistoryItem, replaceHistoryText, restoreHistoryItem, setHistoryStatus, setHistoryStatuses } from '../commands/history-commands.ts';
export { useHistory, useHistoryCount, useHistoryTally, useWholeHistory } from '../hooks/use-history.ts';
export type { HistoryFilter } from '../queries/history-queries.ts';
export type { HistoryTallyView } from '../queries/history-tally.ts';
export type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
