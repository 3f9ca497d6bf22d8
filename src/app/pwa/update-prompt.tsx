import { useSyncExternalStore } from 'react';
import { pendingUpdate, subscribeToUpdate } from './update-state';

/**
 * 'Une nouvelle version est disponible': a new release is installed and waits for the member,
 * who reloads when it suits (a form being filled in is never swapped under them).
 */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(subscribeToUpdate, pendingUpdate, () => null);
  return (
    <div role="status" className="update-prompt-region">
      {apply && (
        <div className="update-prompt">
          <p>Une nouvelle version est disponible</p>
          <button type="button" className="button button--primary" onClick={apply}>
            Recharger
          </button>
        </div>
      )}
    </div>
  );
}
