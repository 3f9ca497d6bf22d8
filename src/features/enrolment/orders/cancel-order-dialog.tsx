/** Asks before a registration request is cancelled: cancelling cannot be undone. */
export function CancelOrderDialog({
  onConfirm,
  onClose,
}: {
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <div>
      <p>Êtes-vous sûr de vouloir annuler cette demande ?</p>
      <div className="dialog-actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Non
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          Oui, annuler la demande
        </button>
      </div>
    </div>
  );
}
