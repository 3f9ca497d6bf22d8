import { useDialogs } from '@/shared/ui/dialog-host';
import type { AdminProfile, AdminResponsibility } from '../api/get-admin-profile';
import { ResponsibilityForm } from './responsibility-form';
import { ofName } from '@/shared/lib/french';

/**
 * The responsibility dialog: 750 px, not closed by the backdrop (docs/spec/administration.md 2.1).
 */
export function useResponsibilityDialog() {
  const dialogs = useDialogs();
  return (person: AdminProfile, responsibility?: AdminResponsibility) =>
    dialogs.open({
      title: `${responsibility ? 'Édition' : 'Nouvelle'} responsabilité ${ofName(`${person.firstname} ${person.lastname}`)}`,
      width: '750px',
      closeOnBackdrop: false,
      render: (close) => (
        <ResponsibilityForm person={person} responsibility={responsibility} close={close} />
      ),
    });
}
