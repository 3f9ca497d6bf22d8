import { lazy, Suspense } from 'react';
import { selectSessionExpired } from '@/shared/session/session-slice';
import { useAppSelector } from '@/shared/store/store';

// Loaded when a session ends: the first code of every page stays without it (budgets.json).
const SessionExpiredAlert = lazy(() =>
  import('./session-expired-alert').then((module) => ({ default: module.SessionExpiredAlert })),
);

/** Watches the session: 'Session expirée' once the identity provider refuses to renew it. */
export function SessionExpiredDialog() {
  const expired = useAppSelector(selectSessionExpired);
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredAlert />
    </Suspense>
  );
}
