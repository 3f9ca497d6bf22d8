import { useCallback } from 'react';
import { longDay } from '@/shared/lib/dates';
import { useDialogs } from '@/shared/ui/dialog-host';
import type { PassSession } from '../api/pass-session';
import { usePassContext } from '../context/pass-context';
import { capitalize } from './rules/capitalize';
import { SessionDetails } from './session-details';

/**
 * Opens a session's dialog (500 px, the PASS window width). The dialog host renders outside the
 * route's outlet, so the dialog receives what it needs and reads the rest from the API cache.
 */
export function useSessionDialog(): (session: PassSession) => void {
  const dialogs = useDialogs();
  const { licence, premium } = usePassContext();
  return useCallback(
    (session: PassSession) => {
      dialogs.open({
        title: `${session.activityName} – ${capitalize(longDay(session.day, false))}`,
        width: '500px',
        maxHeight: '80svh',
        render: (close) => (
          <SessionDetails initial={session} licence={licence} premium={premium} close={close} />
        ),
      });
    },
    [dialogs, licence, premium],
  );
}
