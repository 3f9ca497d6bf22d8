import { Outlet } from 'react-router';
import { DialogHostProvider } from '@/shared/ui/dialog-host';
import { UpdatePrompt } from './pwa/update-prompt';

/**
 * The root route holds the app's dialog host, so that every dialog's content may link and
 * navigate; a route whose pages read a context of their own holds another below it (the PASS
 * area), whose dialogs read that context (docs/adr/0023-shared-ui-kit.md). The new-release
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
