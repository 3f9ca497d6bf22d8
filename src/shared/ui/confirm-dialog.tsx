import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { DialogActions } from './dialog-actions';
import { useDialogs } from './dialog-host';

export type ConfirmOptions = {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The way out's label: 'Annuler' unless told ('Non'). */
  cancelLabel?: string;
  /** The action runs; the dialog closes when it ends (at once for a synchronous one). */
  onConfirm: () => Promise<void> | void;
  danger?: boolean;
  /** CSS width of the dialog; 480px unless told. */
  width?: string;
};

/**
 * The body of a confirmation: the question, the way out and the action. The action's button is
 * busy while the action runs, so a second click sends nothing; the action reports its own
 * failure (a rejection is logged here, never left uncaught).
 */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  danger,
  close,
}: Omit<ConfirmOptions, 'title' | 'width'> & { close: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <div className="confirm-dialog">
      <div className="confirm-dialog__message">{message}</div>
      <DialogActions onCancel={close} cancelLabel={cancelLabel}>
        <Button
          variant={danger ? 'danger' : 'primary'}
          busy={pending}
          onClick={() => {
            setPending(true);
            Promise.resolve()
              .then(onConfirm)
              .catch((error: unknown) => console.error('Confirmed action failed', error))
              .finally(close);
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </div>
  );
}

/**
 * Opens a ConfirmDialog in the dialog host: a native modal <dialog>, so focus is trapped inside
 * and goes back to the button that opened it (src/shared/ui/dialog-host.tsx).
 */
export function useConfirm() {
  const dialogs = useDialogs();
  return ({ title, width = '480px', ...options }: ConfirmOptions) =>
    dialogs.open({
      title,
      width,
      render: (close) => <ConfirmDialog {...options} close={close} />,
    });
}
