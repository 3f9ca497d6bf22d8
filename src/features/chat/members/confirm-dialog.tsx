import { TriangleAlert } from 'lucide-react';

/** administration.md 2.7: the 350 px confirmation modal (warning picture, text, two buttons). */
export function ConfirmDialog({
  text,
  onCancel,
  onConfirm,
}: {
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="chat-confirm">
      <TriangleAlert className="chat-confirm__icon" aria-hidden="true" size={40} />
      <p>{text}</p>
      <div className="dialog-actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Annuler
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          Confirmation
        </button>
      </div>
    </div>
  );
}

export const confirmDialogWidth = '350px';
export const addMembersDialogWidth = '600px';
