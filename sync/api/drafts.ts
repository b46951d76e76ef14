// Public surface: each tool's form and result, saved as the user types.
export type { DraftInput } from '../commands/draft-commands.ts';
export { clearDraft, REMEMBERED_RUNS, rememberRun, saveDraft } from '../commands/draft-commands.ts';
export { useDraft } from '../hooks/use-draft.ts';
