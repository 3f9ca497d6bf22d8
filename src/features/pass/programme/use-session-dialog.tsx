import { useCallback } from 'react';
import { longDay } from '@/shared/lib/dates';
import { useDialogs } from '@/shared/ui/dialog-host';
import type { PassSession } from '../api/pass-session';
import { capitalize } from './rules/capitalize';
import { SessionDetails } from './session-details';

/**
 * Opens a session's dialog (500 px, the PASS window width), in the PASS area's dialog host: the
 * dialog reads the area's context itself.
 */
export function useSessionDialog(): (session: PassSession) => void {
  const dialogs = useDialogs();
  return useCallback(
    (session: PassSession) => {
      dialogs.open({
        title: `${session.activityName} – ${capitalize(longDay(session.day, false))}`,
        width: '500px',
        maxHeight: '80svh',
        render: (close) => <SessionDetails initial={session} close={close} />,
      });
    },
    [dialogs],
  );
}
