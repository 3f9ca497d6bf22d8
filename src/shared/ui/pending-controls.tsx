import type { ReactNode } from 'react';

/**
 * A page drawn before the app has its controls disabled until the app draws it again, so that
 * nothing pressed or typed meanwhile is lost; links stay links (global.css `.pending-controls`).
 */
export function PendingControls({ children }: { children: ReactNode }) {
  return (
    <fieldset className="pending-controls" disabled>
      {children}
    </fieldset>
  );
}
