/**
 * The footer of every renewal step (members-area.md 2 and 4): 'Annuler' leaves the renewal, the
 * step's own label submits its form. One component so that the steps keep the same buttons.
 */
export function RenewalActions({
  nextLabel,
  pending,
  onCancel,
}: {
  nextLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="dialog-actions">
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Annuler
      </button>
      <button type="submit" className="button button--primary" disabled={pending}>
        {nextLabel}
      </button>
    </div>
  );
}
