// What a history item's dialog offers to manage the piece: a copy as a new draft, and a
// delete that can be undone for a few seconds (on every device: the item comes back
// with its id).
import { deleteHistoryItem, duplicateHistoryItem, restoreHistoryItem, type ContentHistoryDoc } from '#sync/history.ts';
import { Link } from '@tanstack/react-router';
import { openJobOf } from '#domain/tool-inputs.ts';
import { toolOfType } from '#domain/tools.ts';
import { Button } from '../../../ui/button.tsx';
import { buttonClass } from '../../../ui/button-class.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { notifyUndo } from '../../../ui/notify-undo.tsx';
import { HISTORY as H } from '../messages.ts';

const failed = (error: unknown) => notifyError(H.actionFailed, error instanceof Error ? error.message : String(error));

/** Deletes an item and offers Undo. */
export async function deleteWithUndo(item: ContentHistoryDoc): Promise<void> {
  try {
    const removed = await deleteHistoryItem(item.id);
    if (!removed) return;
    notifyUndo({
      title: H.deleted,
      description: H.deletedDescription(removed.title),
      undoLabel: H.undo,
      onUndo: () => {
        restoreHistoryItem(removed).then(() => notifySuccess(H.restored, H.restoredDescription(removed.title)), failed);
      },
    });
  } catch (error) {
    failed(error);
  }
}

type HistoryItemActionsProps = {
  item: ContentHistoryDoc;
  /** The copy made, to open it. */
  onDuplicated: (id: string) => void;
  /** The item is being deleted: the dialog closes (and stays closed if it comes back). */
  onDeleting: () => void;
  disabled?: boolean;
};

export function HistoryItemActions({ item, onDuplicated, onDeleting, disabled = false }: HistoryItemActionsProps) {
  const tool = toolOfType(item.content_type);
  const opens = tool && openJobOf(tool.tab, item.metadata) !== null;
  return (
    <>
      {tool && opens && (
        <Link to="/content" search={{ tab: tool.tab, edit: item.id }} className={buttonClass('secondary', 'sm')}>
          {H.openIn(tool.label)}
        </Link>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => {
          duplicateHistoryItem(item.id, H.copySuffix).then((copy) => {
            notifySuccess(H.duplicated, H.duplicatedDescription(copy.title));
            onDuplicated(copy.id);
          }, failed);
        }}
      >
        {H.duplicate}
      </Button>
      <Button variant="secondary" size="sm" disabled={disabled} className="text-red-800" onClick={() => {
          onDeleting();
          void deleteWithUndo(item);
        }}>
        {H.delete}
      </Button>
    </>
  );
}
