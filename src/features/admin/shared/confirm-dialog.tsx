import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a destructive action; the safe choice comes first and takes the focus. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={busy ? () => {} : onClose} title={title}>
      <p className="text-sm text-stone-700">{message}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
