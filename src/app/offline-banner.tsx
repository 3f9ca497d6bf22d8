import { WifiOff } from 'lucide-react';
import { useOnline } from '@/shared/lib/use-online';

/**
 * Offline, the page stays as it is and says so; back online, RTK Query refetches what is on
 * screen (refetchOnReconnect, shared/api/api-slice.ts) and the banner goes.
 */
export function OfflineBanner() {
  const online = useOnline();
  // An alert is announced as it appears; online, nothing is drawn.
  if (online) return null;
  return (
    <p role="alert" className="offline-banner">
      <WifiOff aria-hidden="true" focusable="false" size={18} />
      Vous êtes hors ligne. La page reste affichée ; elle se mettra à jour au retour de la
      connexion.
    </p>
  );
}
