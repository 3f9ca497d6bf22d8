import { useState, type ReactNode } from 'react';
import { useDialogs } from '@/shared/ui/dialog-host';

/**
 * The action button of a confirmation: disabled while the action runs, so a second click sends
 * nothing; the dialog closes when the action ends. The action reports its own failure (a
 * rejection is caught here, never left uncaught).
 */
function ConfirmAction({
  label,
  danger,
  onConfirm,
  close,
}: {
  label: string;
  danger?: boolean;
  onConfirm: () => Promise<void> | void;
  close: () => void;
}) {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={`button ${danger ? 'button--danger' : 'button--primary'}`}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => {
        setPending(true);
        Promise.resolve()
          .then(onConfirm)
          .catch((error: unknown) => console.error('Confirmed action failed', error))
          .finally(close);
      }}
    >
      {label}
    </button>
  );
}

/** A confirmation in the dialog host: the question, Annuler and the action. */
export function useConfirm() {
  const dialogs = useDialogs();
  return ({
    title,
    message,
    confirmLabel,
    onConfirm,
    danger,
  }: {
    title: string;
    message: ReactNode;
    confirmLabel: string;
    onConfirm: () => Promise<void> | void;
    danger?: boolean;
  }) =>
    dialogs.open({
      title,
      width: '480px',
      render: (close) => (
        <div className="admin-confirm">
          <div className="admin-confirm__message">{message}</div>
          <div className="admin-dialog__actions">
            <button type="button" className="button button--secondary" onClick={close}>
              Annuler
            </button>
            <ConfirmAction
              label={confirmLabel}
              danger={danger}
              onConfirm={onConfirm}
              close={close}
            />
          </div>
        </div>
      ),
    });
}
