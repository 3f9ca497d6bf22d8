import { useSyncExternalStore } from 'react';
import { pendingUpdate, subscribeToUpdate } from './update-state';
import { Button } from '@/shared/ui/button';

/**
 * 'Une nouvelle version est disponible': a new release is installed and waits for the member,
 * who reloads when it suits (a form being filled in is never swapped under them).
 */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(subscribeToUpdate, pendingUpdate, () => null);
  return (
    // A polite live region without the status role while empty, as the dropped-items notice:
    // the page's own status messages stay the only ones.
    <div aria-live="polite" aria-atomic="true" className="update-prompt-region">
      {apply && (
        <div className="update-prompt" role="group" aria-label="Nouvelle version">
          <p>Une nouvelle version est disponible</p>
          <Button variant="primary" onClick={apply}>
            Recharger
          </Button>
        </div>
      )}
    </div>
  );
}
