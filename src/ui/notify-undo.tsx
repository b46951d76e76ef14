// A toast that offers to take back what was just done ("Deleted ... Undo") for a few
// seconds. Undo closes it at once; a second press does nothing.
import { loadToast } from './toaster.tsx';

/** How long an undo is offered: long enough to read the toast and reach its button. */
export const UNDO_MS = 8000;

type UndoToast = { title: string; description?: string; undoLabel: string; onUndo: () => void };

export function notifyUndo({ title, description, undoLabel, onUndo }: UndoToast): void {
  void loadToast().then((toast) => {
    let done = false;
    const id = toast(
      <div className="flex items-center gap-3 text-sm">
        <div>
          <p className="font-semibold text-stone-900">{title}</p>
          {description && <p className="mt-0.5 text-stone-700">{description}</p>}
        </div>
        <button
          type="button"
          className="shrink-0 rounded-lg border border-teal-700 px-3 py-1.5 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
          onClick={() => {
            if (done) return;
            done = true;
            toast.dismiss(id);
            onUndo();
          }}
        >
          {undoLabel}
        </button>
      </div>,
      { duration: UNDO_MS },
    );
  });
}
