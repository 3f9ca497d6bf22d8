import type { ReactNode } from 'react';
import { useDialogs } from '@/shared/ui/dialog-host';

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
            <button
              type="button"
              className={`button ${danger ? 'button--danger' : 'button--primary'}`}
              onClick={() => {
                void Promise.resolve(onConfirm()).finally(close);
              }}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      ),
    });
}
