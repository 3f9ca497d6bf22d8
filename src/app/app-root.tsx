import { Outlet } from 'react-router';
import { DialogHostProvider } from '@/shared/ui/dialog-host';

/** Dialogs live inside the router so that their content may link and navigate. */
export function AppRoot() {
  return (
    <DialogHostProvider>
      <Outlet />
    </DialogHostProvider>
  );
}
