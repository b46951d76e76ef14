// Public surface: content_history, what the studio made.
export type { HistoryItemInput } from '../commands/history-commands.ts';
export {
  addHistoryItem,
  deleteHistoryItem,
  duplicateHistoryItem,
  markHistoryPublished,
  replaceHistoryText,
  restoreHistoryItem,
  setHistoryStatus,
  setHistoryStatuses,
} from '../commands/history-commands.ts';
export { useHistory, useHistoryCount, useHistoryTally, useWholeHistory } from '../hooks/use-history.ts';
export type { HistoryFilter } from '../queries/history-queries.ts';
export type { HistoryTallyView } from '../queries/history-tally.ts';
export type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
export { usePlanned, useUnplanned } from '../hooks/use-plan.ts';
export type { PlanRange } from '../queries/plan-queries.ts';
