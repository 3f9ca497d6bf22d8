import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

/**
 * The footer of every renewal step (docs/spec/members-area.md 2 and 4): 'Annuler' leaves the
 * renewal, the step's own label submits its form. One component so that the steps keep the same
 * buttons.
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
    <DialogActions onCancel={onCancel}>
      <Button type="submit" variant="primary" disabled={pending}>
        {nextLabel}
      </Button>
    </DialogActions>
  );
}
