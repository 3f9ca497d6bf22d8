import { Outlet } from 'react-router';
import { DialogHostProvider } from '@/shared/ui/dialog-host';
import { UpdatePrompt } from './pwa/update-prompt';

/**
 * Dialogs live inside the router so that their content may link and navigate. The new-release
 * prompt sits beside every page (docs/adr/0016-installable-portal.md).
 */
export function AppRoot() {
  return (
    <DialogHostProvider>
      <Outlet />
      <UpdatePrompt />
    </DialogHostProvider>
  );
}
