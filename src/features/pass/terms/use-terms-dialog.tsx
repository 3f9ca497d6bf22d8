import { useCallback } from 'react';
import { useDialogs } from '@/shared/ui/dialog-host';
import { TermsOfUse } from './terms-of-use';

/** The terms dialog: legal notice and terms, 1000 px wide (docs/spec/members-area.md 2 and 9). */
export function useTermsDialog(): () => void {
  const dialogs = useDialogs();
  return useCallback(() => {
    dialogs.open({
      title: "Conditions d'utilisation",
      width: '1000px',
      maxHeight: '80svh',
      closeOnBackdrop: true,
      render: () => <TermsOfUse />,
    });
  }, [dialogs]);
}
