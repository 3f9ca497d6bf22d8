import { ofName } from '@/shared/lib/french';

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
      <div className="dialog-actions">
        <button type="button" className="button button--secondary" onClick={onAbandon}>
          Abandonner cette inscription
        </button>
        <button type="button" className="button button--primary" onClick={onResume}>
          Reprendre mon inscription
        </button>
      </div>
    </div>
  );
}
