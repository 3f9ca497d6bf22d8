import { ofName } from '@/shared/lib/french';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

type Props = {
  personName: string;
  activityTitle: string;
  onResume: () => void;
  onAbandon: () => void;
};

/** Shown on the activity page when a sign-up was interrupted (reload, sign-in again). */
export function ResumePrompt({ personName, activityTitle, onResume, onAbandon }: Props) {
  return (
    <div>
      <p>
        L&apos;inscription {ofName(personName)} à l&apos;activité {activityTitle} n&apos;est pas
        terminée.
      </p>
      <DialogActions>
        <Button variant="secondary" onClick={onAbandon}>
          Abandonner cette inscription
        </Button>
        <Button variant="primary" onClick={onResume}>
          Reprendre mon inscription
        </Button>
      </DialogActions>
    </div>
  );
}
